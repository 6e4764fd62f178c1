import Foundation

/// Labelled texts written by us for the classifier's calibration: three intents of a shop's
/// customer chat (billing, shipping, greeting), 14 each, as JSON Lines rows.
enum ClassifierCalibrationData {
    static let texts: [(label: String, texts: [String])] = [
        ("billing", ["I was charged twice for my order", "can I get a refund please", "my card was declined at checkout",
                     "the invoice shows the wrong amount", "why is there an extra fee on my bill", "how do I update my payment method",
                     "I need a copy of my receipt", "you billed me after I cancelled", "is VAT included in the price",
                     "the discount code was not applied to my total", "when will my refund arrive", "can I pay in instalments",
                     "my subscription renewed without asking", "please cancel the charge on my account"]),
        ("shipping", ["where is my parcel", "my package has not arrived yet", "can you send it by express delivery",
                      "the tracking number does not work", "how long does delivery take to Spain", "the courier left the box at the wrong door",
                      "do you ship to Canada", "my order is stuck in customs", "can I change the delivery address",
                      "the parcel arrived damaged", "when will my order be dispatched", "is shipping free over fifty euros",
                      "the driver never came today", "I want to pick up the package at the store"]),
        ("greeting", ["hello", "hi", "good morning", "hey there, how are you", "good evening everyone", "hi, nice to meet you",
                      "hello again", "morning!", "hey, how is it going", "greetings from Berlin", "hi folks", "good afternoon",
                      "hello, anyone there?", "hey hey"]),
    ]

    /// The texts as `{"text": …, "label": …}` rows, the classes interleaved.
    static var rows: [String] {
        var rows: [String] = []
        for index in 0..<14 {
            for (label, texts) in texts {
                let object = ["text": texts[index], "label": label]
                if let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), let row = String(data: data, encoding: .utf8) {
                    rows.append(row)
                }
            }
        }
        return rows
    }
}
