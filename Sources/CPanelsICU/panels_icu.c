// ICU (Debian: libicu-dev) behind a header with no ICU types: CLDR plural rules.
//
// ICU's C symbols carry its major version (uplrules_open_72) and its headers rename
// every call by macro, which Swift cannot see through; and Foundation on Linux brings
// its own copy of ICU's headers (_FoundationICU, swift_-prefixed symbols), whose
// definitions clash with the system's in one Swift module. So only this file sees
// ICU's headers; Swift sees panels_icu.h.
#include "panels_icu.h"

#include <string.h>
#include <unicode/uenum.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>

/// Cardinal plural rules of `locale` (an ICU locale ID such as "pt_PT"), or NULL.
void *panels_plurals_open(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_openForType(locale, UPLURAL_TYPE_CARDINAL, &status);
    if (U_FAILURE(status)) {
        if (rules) uplrules_close(rules);
        return NULL;
    }
    return rules;
}

/// A number formatter showing exactly `fractionDigits` fraction digits (0…9), or NULL.
void *panels_plurals_number_formatter(const char *locale, int fractionDigits) {
    UChar skeleton[32];
    int length = 0;
    if (fractionDigits <= 0) {
        const char *integer = "precision-integer";
        for (; integer[length]; length++) skeleton[length] = (UChar)integer[length];
    } else {
        skeleton[length++] = '.';
        for (int i = 0; i < fractionDigits && i < 9; i++) skeleton[length++] = '0';
    }
    skeleton[length] = 0;
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton, length, locale, &status);
    if (U_FAILURE(status)) {
        if (formatter) unumf_close(formatter);
        return NULL;
    }
    return formatter;
}

/// Writes the category keyword ("one", "few", …) of `number` into `out` (NUL-ended);
/// with a `formatter`, the number as it shows (its visible fraction digits count).
/// Returns 0 on success.
int panels_plurals_select(const void *rules, const void *formatter, double number, char *out, int capacity) {
    UChar keyword[32];
    UErrorCode status = U_ZERO_ERROR;
    int32_t length;
    if (formatter) {
        UFormattedNumber *result = unumf_openResult(&status);
        if (U_FAILURE(status)) return 1;
        unumf_formatDouble((const UNumberFormatter *)formatter, number, result, &status);
        length = U_SUCCESS(status)
            ? uplrules_selectFormatted((const UPluralRules *)rules, result, keyword, 32, &status) : 0;
        unumf_closeResult(result);
    } else {
        length = uplrules_select((const UPluralRules *)rules, number, keyword, 32, &status);
    }
    if (U_FAILURE(status) || length <= 0 || length >= capacity || length >= 32) return 1;
    for (int i = 0; i < length; i++) out[i] = (char)keyword[i];
    out[length] = 0;
    return 0;
}

/// The keywords the rules define, space-separated, into `out`. Returns 0 on success.
int panels_plurals_keywords(const void *rules, char *out, int capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *keywords = uplrules_getKeywords((const UPluralRules *)rules, &status);
    if (U_FAILURE(status)) return 1;
    int used = 0;
    const char *keyword;
    int32_t length;
    out[0] = 0;
    while ((keyword = uenum_next(keywords, &length, &status)) != NULL && U_SUCCESS(status)) {
        if (used + length + 2 > capacity) break;
        if (used > 0) out[used++] = ' ';
        memcpy(out + used, keyword, (size_t)length);
        used += length;
        out[used] = 0;
    }
    uenum_close(keywords);
    return U_FAILURE(status) ? 1 : 0;
}

void panels_plurals_close(void *rules) { uplrules_close((UPluralRules *)rules); }
void panels_plurals_number_formatter_close(void *formatter) { unumf_close((UNumberFormatter *)formatter); }

