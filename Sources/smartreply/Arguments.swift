/// A usage error: printed on stderr with "See 'smartreply <command> --help'", exit 64.
struct UsageError: Error, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

/// The command-line arguments of one subcommand, consumed as they are read.
///
/// Options take the forms `--name value` and `--name=value`; flags are
/// `--name`. Anything left over that starts with `-` is a usage error.
/// `--` ends options: everything after it is positional (even `-h` or
/// `--json`), and no option or flag is read from there.
struct Arguments {
    /// The arguments before `--` (options, flags and positionals), not yet consumed.
    private(set) var items: [String]
    /// The arguments after `--`, all positional; nil when there was no `--`.
    private let afterDoubleDash: [String]?

    init(_ arguments: [String]) {
        if let end = arguments.firstIndex(of: "--") {
            items = Array(arguments[..<end])
            afterDoubleDash = Array(arguments[(end + 1)...])
        } else {
            items = arguments
            afterDoubleDash = nil
        }
    }

    /// Whether `--help` or `-h` was given (before any `--`).
    var wantsHelp: Bool { items.contains("--help") || items.contains("-h") }

    /// Removes and reports a flag such as `--json`; giving a flag twice is the same as once.
    mutating func flag(_ name: String) -> Bool {
        let count = items.count
        items.removeAll { $0 == name }
        return items.count < count
    }

    /// Removes and returns the value of `--name value` or `--name=value`.
    /// - Throws: ``UsageError`` when the value is missing or the option is
    ///   given twice (use ``repeatedOption(_:)`` for a repeatable option).
    mutating func option(_ name: String) throws(UsageError) -> String? {
        let value = try takeOption(name)
        if value != nil, items.contains(where: { $0 == name || $0.hasPrefix(name + "=") }) {
            throw UsageError("option \(name) given twice")
        }
        return value
    }

    /// Removes and returns every value of a repeatable option, in order (empty when absent).
    mutating func repeatedOption(_ name: String) throws(UsageError) -> [String] {
        var values: [String] = []
        while let value = try takeOption(name) { values.append(value) }
        return values
    }

    /// Removes and returns the first value of `name`, leaving any later occurrence.
    private mutating func takeOption(_ name: String) throws(UsageError) -> String? {
        guard let index = items.firstIndex(where: { $0 == name || $0.hasPrefix(name + "=") }) else { return nil }
        if items[index] != name {
            let value = String(items[index].dropFirst(name.count + 1))
            items.remove(at: index)
            return value
        }
        guard index + 1 < items.count else { throw UsageError("option \(name) needs a value") }
        let value = items[index + 1]
        items.removeSubrange(index...index + 1)
        return value
    }

    /// The value of `--name value` or `--name=value` without removing it (for an option two parts of a command read).
    func peekOption(_ name: String) throws(UsageError) -> String? {
        var copy = self
        return try copy.option(name)
    }

    /// Like ``option(_:)`` but parses an integer within `range`.
    mutating func intOption(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = try option(name) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw UsageError("option \(name) needs a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return value
    }

    /// Like ``option(_:)`` but parses a number within `range`.
    mutating func doubleOption(_ name: String, in range: ClosedRange<Double>) throws(UsageError) -> Double? {
        guard let text = try option(name) else { return nil }
        guard let value = Double(text), range.contains(value) else {
            throw UsageError("option \(name) needs a number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return value
    }

    /// Returns the remaining positional arguments; a leftover `-x` is an error.
    /// What followed `--` is positional even if it starts with `-`.
    mutating func positionals() throws(UsageError) -> [String] {
        var result: [String] = []
        for item in items {
            if item.hasPrefix("-") && item.count > 1 && Double(item) == nil {
                throw UsageError("unknown option '\(item)'")
            }
            result.append(item)
        }
        items = []
        return result + (afterDoubleDash ?? [])
    }
}
