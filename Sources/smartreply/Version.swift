import SmartReply

/// The version of the smart-reply package, as `smartreply --version` prints it (semantic
/// versioning; no release is tagged yet, hence 0.x). Raise it with a release.
let packageVersion = "0.1.0"

/// What `smartreply --version` prints: the package version, then the format versions of the
/// models the build reads (`smartreply models` lists the installed ones).
var versionText: String {
    """
    smartreply \(packageVersion)
    reply model format \(ReplyModel.formatVersion); 'smartreply models' lists the installed models, their versions and sources
    """
}
