/// The word lists of ``ReplyFitRules`` that several rules share (written by hand; no evaluation data used).
extension ReplyFitRules {
    /// Signs that a message is meant to be funny (the tokenizer turns "lol", "lmao", "hehe" into "haha").
    static let humourCues: Set<String> = [
        "haha", "funny", "funniest", "hilarious", "joke", "jokes", "joking", "kidding", "prank", "meme", "memes", "silly",
        "😂", "🤣", "😆", "😹", "😜", "😝", "😛", "🙃",
    ]

    /// Signs of illness or injury.
    static let illnessCues: Set<String> = [
        "sick", "ill", "unwell", "flu", "fever", "cold", "cough", "coughing", "covid", "virus", "infection", "hospital", "doctor",
        "doctors", "clinic", "er", "surgery", "operation", "injured", "injury", "hurt", "hurts", "hurting", "pain", "painful",
        "ache", "aches", "sore", "headache", "migraine", "toothache", "stomachache", "stomach", "nauseous", "nausea", "vomiting",
        "puking", "dizzy", "sprained", "fractured", "broken", "leg", "arm", "ankle", "wrist", "knee", "bleeding", "stitches",
        "concussion", "allergies", "allergic", "asthma", "pneumonia", "bronchitis", "poisoning", "recovering", "meds",
        "medicine", "antibiotics", "dentist", "vet", "🤒", "🤕", "🤧", "🤢", "🤮",
    ]

    /// Signs of an opinion one may agree or disagree with.
    static let opinionCues: Set<String> = [
        "think", "should", "better", "best", "worst", "always", "never", "overrated", "underrated", "definitely", "boring",
        "amazing", "terrible", "awful", "great", "stupid", "obviously", "clearly", "everyone", "nobody", "believe", "opinion",
        "agree", "right", "wrong", "true", "so", "such", "really", "too", "love", "hate", "like", "good", "bad", "crazy", "worth",
    ]

    /// Signs of a claim one may dispute ("I think…", "X is the best", "everyone knows…"), not of a report of one's own day.
    static let claimCues: Set<String> = [
        "think", "should", "better", "best", "worst", "always", "never", "overrated", "underrated", "obviously", "clearly",
        "everyone", "nobody", "believe", "opinion", "agree", "right", "wrong", "true", "worth",
    ]

    /// Signs of bad news or a hard time (negations included: "I didn't get the flat").
    static let badNewsCues: Set<String> = [
        "died", "dead", "passed", "lost", "lose", "losing", "cancelled", "canceled", "stolen", "stole", "broke", "broken", "crashed",
        "crash", "fired", "laid", "failed", "fail", "missed", "sick", "ill", "hospital", "accident", "dumped", "rejected", "denied",
        "delayed", "ruined", "flooded", "hurt", "injured", "funeral", "divorce", "divorced", "sad", "terrible", "awful", "worst",
        "bad", "horrible", "stressed", "stress", "tired", "exhausted", "didnt", "cant", "couldnt", "wont", "never", "ugh", "sucks",
        "miss", "flu", "fever", "pain", "headache", "scared", "afraid", "worried", "nervous", "lonely", "depressed", "cry", "crying",
        "upset", "angry", "mad", "hate", "late", "problem", "wrong", "down", "😢", "😭", "😞", "😔", "💔", "😩", "😫", "☹",
    ]

    /// Signs of an upcoming test or event one wishes luck for.
    static let upcomingCues: Set<String> = [
        "exam", "exams", "test", "interview", "tomorrow", "tonight", "luck", "match", "game", "race", "marathon", "audition",
        "presentation", "surgery", "operation", "competition", "final", "finals", "date", "speech", "performance", "tryout",
        "nervous", "scared", "wish", "driving", "audition", "big",
    ]

    /// Signs of an achievement or a happy event worth congratulating.
    static let achievementCues: Set<String> = [
        "got", "passed", "won", "win", "finished", "graduated", "promoted", "promotion", "engaged", "married", "getting",
        "pregnant", "baby", "born", "accepted", "hired", "bought", "finally", "made", "did", "done", "new", "award", "raise",
        "offered", "signed", "🎉", "🥳", "🏆", "💍",
    ]

    /// Signs of an outing, a trip or an event to come or under way, which "Have fun!" wishes well for
    /// (not "I love Paris" or "I love this song").
    static let outingCues: Set<String> = [
        "going", "gonna", "off", "heading", "leaving", "trip", "vacation", "holiday", "holidays", "party", "concert", "festival",
        "show", "weekend", "tonight", "tomorrow", "flying", "flight", "travel", "travelling", "traveling", "camping", "beach",
        "skiing", "hiking", "date", "wedding", "game", "match", "movie", "movies", "cinema", "dinner", "lunch", "drinks", "out",
        "visiting", "visit", "road", "cruise", "museum", "zoo", "park", "picnic", "bbq", "barbecue", "club", "gig", "trying",
        "try", "start", "starting", "first", "new", "will", "ill", "plan", "plans", "booked", "about", "finally",
    ]
}
