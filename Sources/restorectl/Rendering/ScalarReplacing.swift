extension String {
    /// The text with each Unicode scalar for which `replacement` gives a string written as that
    /// string, the others kept: the one loop of every format's escaping (XML, troff, workflow commands).
    func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var replaced = ""
        for scalar in unicodeScalars {
            if let text = replacement(scalar) { replaced += text } else { replaced.unicodeScalars.append(scalar) }
        }
        return replaced
    }
}
