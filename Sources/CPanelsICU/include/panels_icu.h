// CLDR plural rules through ICU, with opaque handles (no ICU types: see panels_icu.c).
#ifndef PANELS_ICU_H
#define PANELS_ICU_H

/// Cardinal plural rules of `locale` (an ICU locale ID such as "pt_PT"), or NULL.
void *panels_plurals_open(const char *locale);

/// A number formatter showing exactly `fractionDigits` fraction digits (0…9), or NULL.
void *panels_plurals_number_formatter(const char *locale, int fractionDigits);

/// Writes the category keyword ("one", "few", …) of `number` into `out` (NUL-ended);
/// with a `formatter`, of the number as it shows (its visible fraction digits
/// count). Returns 0 on success.
int panels_plurals_select(const void *rules, const void *formatter, double number, char *out, int capacity);

/// The keywords the rules define, space-separated, into `out`. Returns 0 on success.
int panels_plurals_keywords(const void *rules, char *out, int capacity);

void panels_plurals_close(void *rules);
void panels_plurals_number_formatter_close(void *formatter);

#endif
