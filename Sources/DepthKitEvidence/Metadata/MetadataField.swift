/// One field of the upload contract's `metadata.json` as ``MetadataValidation`` reads it: its
/// name, whether a complete document must have it, whether the pipeline computes it, and the rule
/// its value must meet. ``MetadataContract/schema`` lists them all.
struct MetadataField: Sendable {
    /// What a field's value must be.
    enum Rule: Sendable {
        /// A JSON string; the check returns the problem with it (its dotted path given), if any.
        case string(@Sendable (_ text: String, _ path: String) -> MetadataProblem?)
        /// A JSON number; the check returns the problem with it, if any.
        case number(@Sendable (_ value: Double, _ path: String) -> MetadataProblem?)
        /// A JSON boolean (any value).
        case bool
        /// Any JSON value: the contract names the field but not its shape (a video's `resolution`).
        case anyValue
        /// A JSON object with these fields.
        case object([MetadataField])

        /// The JSON type's name, for ``MetadataProblem/wrongType(field:expected:found:)``.
        var typeName: String {
            switch self {
            case .string: "string"
            case .number: "number"
            case .bool: "boolean"
            case .anyValue: "value"
            case .object: "object"
            }
        }
    }

    /// The JSON key.
    let name: String
    /// Whether a complete `metadata.json` must have the field (`null` counts as absent otherwise).
    let required: Bool
    /// Whether the pipeline computes the field, so that input may not supply it.
    let computed: Bool
    /// The rule the value must meet.
    let rule: Rule

    init(_ name: String, required: Bool, computed: Bool = false, _ rule: Rule) {
        self.name = name
        self.required = required
        self.computed = computed
        self.rule = rule
    }
}
