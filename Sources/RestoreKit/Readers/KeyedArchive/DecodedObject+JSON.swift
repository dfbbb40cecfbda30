/// The `$decoded` object JSON writes beside an object's `$class` and fields (docs/cli.md).
extension DecodedObject {
    /// What the object stands for as a JSON object whose `kind` member says which:
    /// `{"kind": "indexSet", "count": 150, "ranges": [{"location": 0, "length": 50}, ...]}`.
    package var json: JSONValue {
        switch self {
        case .attributedString(let value):
            return .object([
                ("kind", .string("attributedString")), ("string", .string(value.string)),
                ("length", integer(value.utf16Length)),
                (
                    "runs",
                    .array(
                        value.runs.map { run in
                            .object([
                                ("location", integer(run.location)), ("length", integer(run.length)),
                                ("attributes", run.attributes.map(integer) ?? .null),
                            ])
                        })
                ),
            ])
        case .indexSet(let value):
            let ranges = value.ranges.map { range in
                JSONValue.object([("location", integer(range.location)), ("length", integer(range.length))])
            }
            return .object([("kind", .string("indexSet")), ("count", integer(value.count)), ("ranges", .array(ranges))])
        case .color(let value):
            return Self.json(value, text: summary)
        case .font(let value):
            var members: [(String, JSONValue)] = [
                ("kind", .string("font")), ("name", .string(value.name)), ("size", .real(value.size)),
                ("flags", value.flags.map(integer) ?? .null),
            ]
            if let uses = value.usesAppearanceFontSize { members.append(("usesAppearanceFontSize", .boolean(uses))) }
            return .object(members)
        }
    }

    /// A colour's members: its space, then its components and alpha or its catalog and name, the
    /// stored `NSComponents` and `NSCustomColorSpace` when present, and `text`, its summary.
    private static func json(_ value: ColorValue, text: String) -> JSONValue {
        var members: [(String, JSONValue)] = [("kind", .string("color")), ("space", .string(value.space.name))]
        if value.space == .catalog {
            members.append(("catalog", .string(value.catalog ?? "")))
            members.append(("name", .string(value.name ?? "")))
        } else {
            members.append(("components", .array(value.components.map(JSONValue.real))))
            members.append(("alpha", value.alpha.map(JSONValue.real) ?? .null))
        }
        if let inSpace = value.componentsInSpace {
            members.append(("componentsInSpace", .array(inSpace.map(JSONValue.real))))
        }
        if let custom = value.customSpace {
            members.append(
                (
                    "customSpace",
                    .object([
                        ("id", custom.id.map(integer) ?? .null), ("model", custom.model.map(integer) ?? .null),
                        ("iccBytes", integer(custom.iccBytes)),
                    ])
                ))
        }
        members.append(("text", .string(text)))
        return .object(members)
    }
}

/// An `Int` as a JSON integer.
private func integer(_ value: Int) -> JSONValue { .integer(PropertyListInteger(value)) }
