/// One part of a family F scene: a shape, what it is made of and what it is to the class.
struct FamilyFPart: Sendable {
    let shape: FamilyFShape
    let material: FamilyFMaterial
    let role: FamilyFRole
}
