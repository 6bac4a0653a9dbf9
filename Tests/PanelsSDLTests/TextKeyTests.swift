import Testing

@testable import PanelsSDL

/// Text caches key on a string's exact UTF-8 bytes (no NFC normalization per lookup).
@Suite("Text cache keys")
struct TextKeyTests {
    @Test func keysAreEqualExactlyWhenTheirBytesAre() {
        let texts = [
            "", "a", "Yoga", "Yoga with a longer title that is not a small string",
            "caf\u{E9}", "cafe\u{301}", "دقيقة", "ヨガ", "Yoga ",
        ]
        for a in texts {
            for b in texts {
                let equal = TextKey(a) == TextKey(b)
                #expect(equal == Array(a.utf8).elementsEqual(Array(b.utf8)), "\(a) vs \(b)")
                if equal { #expect(TextKey(a).hashValue == TextKey(b).hashValue) }
            }
        }
        // Canonically equivalent spellings: one String, two keys (each drawn as itself).
        #expect("caf\u{E9}" == "cafe\u{301}")
        #expect(TextKey("caf\u{E9}") != TextKey("cafe\u{301}"))
        // A copy made another way (a substring) is the same key.
        let long = "Yoga with a longer title that is not a small string!"
        #expect(TextKey(String(long.dropLast())) == TextKey("Yoga with a longer title that is not a small string"))
    }
}
