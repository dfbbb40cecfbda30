extension RestorationEditor {
    /// What a `set` did at its key: whether the key is new, and the type it held and holds now.
    package struct Assignment: Sendable, Equatable {
        /// The key path that was set, as given.
        package var key: String
        /// Whether the key was added rather than replaced.
        package var isNew: Bool
        /// The type of the value replaced; nil for a new key, or one that held nil.
        package var previousType: StoredType?
        /// The type of the value set; nil when it is nil.
        package var type: StoredType?
        /// Whether the value was given as text without a type (`NewValue.text`).
        var wasUntyped: Bool
        /// For a new key: the steps of the key path that were not there, and the keys that were
        /// where it was added (a misspelt key is added as a new one).
        package var missing: KeyPathError?

        /// What `outcome` says was set at `key`, from `value`.
        init(key: String, _ outcome: KeyPathOutcome, from value: NewValue) {
            self.key = key
            isNew = outcome.old == nil
            previousType = outcome.old.flatMap(StoredType.init(of:))
            type = outcome.new.flatMap(StoredType.init(of:))
            if case .text = value { wasUntyped = true } else { wasUntyped = false }
            missing = outcome.missing
        }

        /// One line for the user when the type at the key is not simply kept: text without a type
        /// that became a string for want of a type to take, or a type that changed; nil otherwise.
        package var notice: String? {
            if wasUntyped && previousType == nil {
                let place = isNew ? "new key `\(key)`" : "`\(key)` held nil and"
                return "\(place) is set as \(type?.description ?? "nil") (--type TYPE stores another type)"
            }
            guard let previousType, previousType.description != type?.description else { return nil }
            return "`\(key)` held \(previousType) and now holds \(type?.description ?? "nil")"
        }
    }
}
