import Testing
import SmartReply

/// A word written with long runs of a letter ("fuuuuk") is matched by its shortened forms; when
/// several entries shorten to the same form, the first entry listed (in a merged list: the list
/// merged into, then the other) is the one reported, whichever of them has doubled letters itself.
/// The table of shortened forms only stores the entries with doubled letters (memory), so these
/// pin the reported entry in every order.
@Suite("GuardLexicon stretched words")
struct GuardLexiconStretchedWordTests {
    private func lexicon(_ lines: [String]) throws -> GuardLexicon {
        try GuardLexicon(entries: lines.map { ($0, "test") })
    }

    private func matched(_ lexicon: GuardLexicon, _ text: String) -> [String] {
        let normalized = GuardTextNormalizer().normalize(text)
        var ids: [Int32] = []
        lexicon.matches(in: normalized, allowed: Array(repeating: false, count: normalized.tokens.count), into: &ids)
        return ids.map { lexicon.names[Int($0)] }
    }

    @Test func stretchedWordReportsTheFirstEntryOfItsShortenedForm() throws {
        // "fuuuuk": as written and with runs of two ("fuuk") no entry; with runs of one ("fuk") both entries' form.
        #expect(matched(try lexicon(["fuk", "fuukk"]), "fuuuuk") == ["fuk"])
        #expect(matched(try lexicon(["fuukk", "fuk"]), "fuuuuk") == ["fuukk"])
        #expect(matched(try lexicon(["fuukk", "ffuk"]), "fuuuuk") == ["fuukk"])
        #expect(matched(try lexicon(["ffuk", "fuukk"]), "fuuuuk") == ["ffuk"])
    }

    @Test func stretchedWordInAMergedListReportsTheListMergedIntoFirst() throws {
        let plain = try lexicon(["fuk"]), doubled = try lexicon(["fuukk"])
        #expect(matched(plain.merging(doubled), "fuuuuk") == ["fuk"])
        #expect(matched(doubled.merging(plain), "fuuuuk") == ["fuukk"])
        let other = try lexicon(["ffuk"])
        #expect(matched(doubled.merging(other), "fuuuuk") == ["fuukk"])
        #expect(matched(other.merging(doubled), "fuuuuk") == ["ffuk"])
        // A list that has none of them takes the other list's first.
        #expect(matched(try lexicon(["ass"]).merging(try lexicon(["fuukk", "fuk"])), "fuuuuk") == ["fuukk"])
        #expect(matched(try lexicon(["ass"]).merging(try lexicon(["fuk", "fuukk"])), "fuuuuk") == ["fuk"])
    }

    @Test func wordWithoutRunsStillMatchesItsStretchedSpellings() throws {
        let list = try lexicon(["idiot", "moron"])
        #expect(matched(list, "iiiidiooooot") == ["idiot"])
        #expect(matched(list, "mooooron") == ["moron"])
        #expect(matched(list, "idiom").isEmpty)
    }

    @Test func maskedWordReportsTheFirstListedEntryThatFits() throws {
        #expect(matched(try lexicon(["fack", "fuck"]), "f*ck") == ["fack"])
        #expect(matched(try lexicon(["fuck", "fack"]), "f*ck") == ["fuck"])
        // Only entries with the same first letter fit.
        #expect(matched(try lexicon(["suck", "duck"]), "d*ck") == ["duck"])
        #expect(matched(try lexicon(["suck", "duck"]), "l*ck").isEmpty)
        // A prefix entry fits a longer masked word; the star of its name is no letter.
        #expect(matched(try lexicon(["хуй*"]), "х*йня") == ["хуй*"])
        #expect(matched(try lexicon(["хуй*"]), "х*р").isEmpty)
    }
}
