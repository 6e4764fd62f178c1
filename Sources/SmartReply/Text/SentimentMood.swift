/// A coarse mood read from a VADER compound score, used to prefer
/// congratulations for good news and sympathy for bad news.
public enum SentimentMood: String, Sendable, CaseIterable {
    /// compound > 0.5: good news, joy.
    case happy
    /// 0 ≤ compound ≤ 0.5: neutral or mildly positive.
    case positive
    /// −0.5 < compound < 0: mildly negative, a worry.
    case worried
    /// compound ≤ −0.5: bad news, sadness.
    case crying

    /// The mood of a compound score in [-1, 1].
    public init(compound: Double) {
        if compound > 0.5 { self = .happy }
        else if compound >= 0 { self = .positive }
        else if compound > -0.5 { self = .worried }
        else { self = .crying }
    }
}
