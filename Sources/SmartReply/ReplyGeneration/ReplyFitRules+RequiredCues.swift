/// The required cue words of ``ReplyFitRules``, per intent (written by hand; no evaluation data used).
extension ReplyFitRules {
    /// Words (``ReplyTokenizer`` tokens) of which the message answered must contain one for an
    /// intent's replies to fit. `nil`: no sign needed.
    static func requiredCues(intent: String) -> Set<String>? {
        switch intent {
        case "laugh": return humourCues
        case "confused": return ["thing", "things", "stuff", "usual", "mind", "huh", "whatever"]
        case "when": return planCues.union(["hang", "sometime", "soon", "later", "over", "visit"])
        case "get_well": return illnessCues
        case "sympathy", "sorry_to_hear", "are_you_ok": return badNewsCues
        case "encouragement": return badNewsCues.union(upcomingCues)
        case "good_luck": return upcomingCues
        case "have_fun": return outingCues
        // "Can't wait!" looks forward to something coming, not to "The kids loved the zoo".
        case "excited": return upcomingCues.union(planCues).union(["soon", "next", "coming", "new", "season", "episode", "release",
                                                                   "trip", "holiday", "holidays", "vacation", "weekend", "week",
                                                                   "month", "year", "gonna", "will", "ill", "wait", "excited",
                                                                   "friday", "summer", "christmas"])
        case "happy_birthday": return ["birthday", "bday", "birthdays", "🎂"]
        case "holiday_wishes": return ["christmas", "xmas", "year", "easter", "holiday", "holidays", "hanukkah", "thanksgiving", "eid", "diwali", "🎄", "🎅"]
        case "good_morning": return ["morning", "mornin", "gm", "woke", "awake", "☀", "🌞"]
        case "good_night": return ["night", "goodnight", "nite", "gn", "bed", "sleep", "sleepy", "tired", "exhausted", "😴", "🌙"]
        case "welcome_back": return ["back", "home", "landed", "returned", "arrived", "made"]
        case "nice_to_meet": return ["meet", "meeting", "name", "introduce", "new"]
        case "congratulation": return achievementCues
        // "You choose!" answers a choice offered ("Pizza or sushi?", "Where should we go?"), not "Which bus goes to the stadium?"
        // nor an invitation ("Do you want to see a movie?").
        case "up_to_you": return ["or", "prefer", "choose", "pick", "decide", "where", "should", "whatever", "either"]
        case "on_my_way": return ["where", "coming", "come", "here", "waiting", "wait", "ready", "hurry", "late", "downstairs", "outside",
                                  "far", "eta", "leave", "leaving", "starting", "started", "now", "yet", "soon"]
        case "offer_help": return ["help", "problem", "broken", "broke", "fix", "cant", "overwhelmed", "stressed", "moving",
                                   "sick", "lost", "need", "hard", "difficult", "struggling", "wont", "trouble", "figure", "alone", "much",
                                   "homework"]
        case "no_rush": return ["late", "minute", "minutes", "min", "mins", "sec", "second", "moment", "wait", "ready", "soon", "later",
                                "behind", "traffic", "still", "hold", "reply", "slow", "bit", "delayed", "stuck", "almost"]
        case "accept_apology": return ["sorry", "apologies", "apologize", "apologise", "bad", "oops", "forgive", "fault", "mistake",
                                       "forgot", "late", "cant", "sry", "😅", "🙈"]
        case "farewell": return ["bye", "go", "gotta", "leave", "leaving", "later", "see", "night", "tomorrow", "off", "heading", "talk",
                                 "ttyl", "soon", "then", "cya", "run", "there", "👋"]
        case "will_do": return ["forget", "remember", "please", "pls", "plz", "let", "text", "call", "say", "tell", "sure", "drive",
                                "message", "ping", "remind", "keep", "check", "listen", "watch", "read",
                                "bring", "send", "buy", "pick", "careful", "safe", "try", "need", "must", "should", "could", "can", "would"]
        case "hope": return ["think", "hope", "hopefully", "will", "gonna", "going", "might", "maybe", "probably", "chance", "should",
                             "wish", "fingers", "believe", "guess", "wonder", "if"]
        case "thanks_compliment": return ["you", "your", "youre", "ur", "u", "yours", "yourself"]
        case "compliment": return ["look", "looks", "check", "photo", "pic", "pics", "picture", "new", "made", "baked", "cooked",
                                   "painted", "drew", "built", "haircut", "dress", "outfit", "view", "😍", "📸"]
        case "not_great": return ["how", "hows", "ok", "okay", "alright", "feeling", "feel", "tired", "doing", "going", "sound", "seem",
                                  "rough", "day", "week", "been"]
        case "invite": return ["bored", "free", "nothing", "ages", "forever", "catch", "hang", "plans", "sometime", "miss", "lonely",
                               "weekend", "tonight", "off", "should"]
        case "agreement": return opinionCues
        // "I don't think that's right." disputes a claim ("Cats are better than dogs"), not a report ("The movie was so boring, I fell asleep").
        case "disagreement": return claimCues
        case "brb": return ["there", "second", "sec", "minute", "moment", "quick", "quickly", "wait", "around", "available", "hello", "hey"]
        case "where": return ["meet", "meeting", "here", "waiting", "there", "place", "lets", "party", "dinner", "lunch",
                              "coffee", "drinks", "moving", "trip", "outside", "out", "go", "going", "come"]
        // "Nothing much." answers "What's up?" or "What are you doing?", not "You up?" or "Who's picking up…?".
        case "whats_up": return ["whats", "what", "wat", "wassup", "sup", "wyd", "doing", "happening", "new", "hows", "hi", "hey",
                                 "hello", "hiii", "yo"]
        case "i_am_fine": return ["you", "u", "your", "ya", "alright", "doing", "going", "been", "feeling", "day", "week", "life", "things",
                                  "everything", "hows", "how"]
        case "question_back": return ["good", "fine", "well", "great", "ok", "okay", "bad", "tired", "you", "and", "how", "doing",
                                      "thanks", "alright", "not", "love", "like", "hows"]
        case "busy_now": return ["talk", "call", "now", "free", "busy", "minute", "second", "sec", "quick", "available", "moment",
                                 "come", "chat", "phone"]
        case "running_late": return ["where", "late", "waiting", "wait", "started", "starting", "coming", "here", "ready",
                                     "minutes", "eta", "hurry", "yet", "time"]
        case "arrived": return ["where", "here", "home", "arrive", "arrived", "land", "landed", "made", "safe", "reach", "outside", "back"]
        case "call_later": return ["call", "talk", "ring", "later", "busy", "text", "chat", "facetime", "tried", "reach",
                                   "pick", "meeting", "free", "missed"]
        case "thanks": return ["happy", "birthday", "congrats", "congratulations", "luck", "hope", "enjoy", "have", "safe", "here",
                               "sent", "link", "picked", "bring", "brought", "made", "feel", "merry", "proud", "done",
                               "love", "welcome", "you", "your", "u", "ur"]
        // "Miss you!" or "Can't wait to see you!" answer longing or a coming visit, not "You're so annoying".
        case "miss_you": return ["miss", "missing", "missed", "see", "seeing", "days", "weeks", "months", "ages", "soon", "visit",
                                 "come", "back", "home", "hug", "hugs", "love", "luv", "xoxo", "xx", "❤", "😘", "🥰", "💕", "😢"]
        case "love": return ["love", "luv", "miss", "babe", "baby", "honey", "sweetheart", "xoxo", "xx", "❤", "😘", "😍", "🥰", "💕", "💖"]
        case "you_are_welcome": return ["thanks", "thank", "thx", "ty", "tnx", "appreciate", "appreciated", "grateful", "lifesaver",
                                        "sorry", "bad", "apologies", "oops", "🙏"]
        case "sounds_good": return planCues
        case "ask_plans": return ["bored", "free", "off", "nothing", "weekend", "finished", "done", "hi", "hey", "hello", "new", "early",
                                  "friday", "holiday", "vacation", "plans", "home", "back"]
        case "apology": return ["you", "your", "u", "ur", "why", "waited", "waiting", "forgot", "supposed", "again", "where", "mad",
                                "angry", "ignored", "ignoring"]
        // "Same!" shares a feeling, a state or a taste ("I'm hungry", "I love it"), not an event ("I just saw a fox").
        case "me_too": return ["im", "id", "love", "hate", "so", "really", "cant", "miss", "feel", "feeling", "want", "need", "wish",
                               "hungry", "tired", "bored", "sleepy", "like", "prefer", "wanna"]
        case "time_answer": return ["when", "time", "long", "soon", "until", "till", "eta", "late", "later", "what"]
        case "place_answer": return ["where", "wheres", "address", "location", "place", "at", "which"]
        case "plans_time": return ["when", "time", "meet", "free", "see", "tomorrow", "tonight", "day", "lets", "plan", "plans",
                                   "weekend", "available", "works", "then", "again", "at"]
        case "nice_day": return ["off", "work", "bye", "go", "gotta", "heading", "leaving", "school", "office", "day", "later", "talk",
                                 "out", "morning", "week", "weekend"]
        case "like_it", "dislike": return ["like", "love", "enjoy", "think", "tried", "try", "taste", "how", "favorite", "favourite",
                                           "fan", "into", "opinion", "new", "look", "check", "hows"]
        default: return nil
        }
    }
}
