/// Rules of ``ReplyFitRules`` for requests for money ("Can you send me 200 euros?", "could you lend me some cash till
/// Friday", "Buy me a gift card and send me the code"): a one-tap "Yeah!" or "Of course!" would promise money, which is
/// how chat scams work, so only cautious replies are offered (``moneyAnswerIntents``: "Let me check.", "No, sorry.",
/// "What's going on?"). Account details are credentials (``asksForCredentials(_:)``: no reply at all). Written by hand
/// from the brief of issue 5 (no evaluation data used).
extension ReplyFitRules {
    /// Verbs of handing money over ("send me", "lend me", "transfer me", "wire me", "pay me", "give me", "loan me").
    static let moneyRequestVerbs: Set<String> = ["send", "lend", "transfer", "wire", "pay", "give", "loan", "borrow", "venmo",
                                                 "paypal", "spot", "buy"]

    /// Words for money or what stands for it ("cash", "euros", "€", "a gift card", "bitcoin").
    static let moneyWords: Set<String> = [
        "money", "cash", "euro", "euros", "eur", "dollar", "dollars", "usd", "pound", "pounds", "quid", "bucks", "grand", "francs",
        "rubles", "roubles", "hryvnias", "uah", "€", "$", "£", "bitcoin", "btc", "crypto", "giftcard", "giftcards",
    ]

    /// Whether `tokens` (a message's ``ReplyTokenizer`` tokens) ask the reader for money: a verb of
    /// ``moneyRequestVerbs`` with a word of ``moneyWords``, an amount ("200", "50€") or a gift card after it in the same
    /// message ("Can you send me 200 euros?", "could u lend me some cash", "pls transfer me 50", "buy me a gift card").
    /// Not when the writer gives ("I'll send you the money tomorrow", "I paid you back") nor "Can I borrow your
    /// charger?" (no money named).
    /// - Complexity: O(tokens).
    static func asksForMoney(_ tokens: [String]) -> Bool {
        let words = Self.words(of: tokens)
        for (index, word) in words.enumerated() where moneyRequestVerbs.contains(word) {
            // "I'll send you the money": the writer gives; "Can you send me…", "lend me…", "Could I borrow 20 quid?" ask.
            let previous = words[max(0, index - 3)..<index]
            if previous.contains(where: ["i", "ill", "im", "ive", "id", "we", "well"].contains), word != "borrow" { continue }
            let rest = words[(index + 1)...].prefix(6)
            if word != "borrow", !rest.prefix(2).contains(where: ["me", "us", "ya"].contains) { continue }
            if rest.contains(where: moneyWords.contains) { return true }
            // A bare amount only after a verb of paying and not before a noun of its own ("send me 3 photos").
            if amountVerbs.contains(word), let at = rest.firstIndex(where: namesAmount) {
                let after = at + 1 < words.count ? words[at + 1] : ""
                if after.isEmpty || amountFollowers.contains(after) || words[at].unicodeScalars.contains(where: { "€$£".unicodeScalars.contains($0) }) {
                    return true
                }
            }
            if zip(rest, rest.dropFirst()).contains(where: { $0 == "gift" && ["card", "cards"].contains($1) }) { return true }
        }
        return false
    }

    /// Verbs after which a bare amount is money ("spot me 20", "lend me 50 till Friday"); not "give me 5 minutes".
    static let amountVerbs: Set<String> = ["send", "lend", "transfer", "wire", "pay", "loan", "borrow", "venmo", "paypal", "spot"]

    /// Words after a bare amount that leave it money ("lend me 50 till Friday", "send me 200 asap").
    static let amountFollowers: Set<String> = ["till", "until", "by", "for", "back", "pls", "please", "asap", "today", "tomorrow",
                                               "now", "tonight"]

    /// Whether `word` is an amount: digits, possibly with a currency sign or a "k" glued to it ("200", "50€", "$50", "2k").
    static func namesAmount(_ word: String) -> Bool {
        let digits = word.unicodeScalars.filter { $0.properties.numericType != nil }.count
        return digits > 0 && word.unicodeScalars.count - digits <= 1
    }

    /// The intents that answer a request for money without promising it: finding out, a refusal, asking what is wrong.
    static let moneyAnswerIntents: Set<String> = ["let_me_check", "no", "ask_details"]
}
