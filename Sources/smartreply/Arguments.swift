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
struct Arguments {
    private(set) var items: [String]

    init(_ items: [String]) { self.items = items }

    /// Whether `--help` or `-h` was given.
    var wantsHelp: Bool { items.contains("--help") || items.contains("-h") }

    /// Removes and reports a flag such as `--json`.
    mutating func flag(_ name: String) -> Bool {
        guard let index = items.firstIndex(of: name) else { return false }
        items.remove(at: index)
        return true
    }

    /// Removes and returns the value of `--name value` or `--name=value`.
    mutating func option(_ name: String) throws(UsageError) -> String? {
        if let index = items.firstIndex(where: { $0.hasPrefix(name + "=") }) {
            let value = String(items[index].dropFirst(name.count + 1))
            items.remove(at: index)
            return value
        }
        guard let index = items.firstIndex(of: name) else { return nil }
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
    /// `--` ends options: what follows is positional even if it starts with `-`.
    mutating func positionals() throws(UsageError) -> [String] {
        var result: [String] = []
        var index = 0
        while index < items.count {
            let item = items[index]
            if item == "--" {
                result.append(contentsOf: items[(index + 1)...])
                break
            }
            if item.hasPrefix("-") && item.count > 1 && Double(item) == nil {
                throw UsageError("unknown option '\(item)'")
            }
            result.append(item)
            index += 1
        }
        items = []
        return result
    }
}
