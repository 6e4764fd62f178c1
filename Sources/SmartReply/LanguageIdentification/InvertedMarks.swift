/// Spanish opens questions and exclamations with inverted marks (¿ U+00BF, ¡ U+00A1); its close
/// relatives do not: Portuguese, Catalan, Galician and Italian everyday writing and chat never use
/// them. A text that holds one is therefore not identified as one of those relatives (when another
/// candidate is left), so "¿Vamos a cenar?", whose words Spanish and Portuguese share at equal
/// frequency, comes out Spanish. Other languages are left to the model: a Spanish speaker's
/// "¡Hello!" stays English.
///
/// Source: the orthographies of the languages (Real Academia Española, *Ortografía* 2010, §3.4;
/// the Portuguese, Catalan and Italian norms have no inverted marks; Galician's RAG norm allows
/// them but chat does not use them). Written by us (the smart-reply authors).
enum InvertedMarks {
    /// BCP-47 tags of the languages that never write ¿ or ¡ but share much of their vocabulary
    /// with Spanish (tags the model lacks are skipped).
    static let excludedLanguages = ["pt", "ca", "gl", "it"]

    /// Whether `value` (a Unicode code point) is ¿ or ¡.
    @inline(__always)
    static func isInvertedMark(_ value: UInt32) -> Bool { value == 0xBF || value == 0xA1 }
}
