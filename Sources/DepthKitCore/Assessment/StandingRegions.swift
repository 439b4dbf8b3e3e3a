/// What each standing region of an ``OffPlaneLayout`` is, cell by cell (see
/// ``OffPlaneLayout/standingRegions(_:planeRegion:belowMeters:narrowerThanMeters:focalLengthPixels:isOpenGround:)``).
struct StandingRegions {
    /// Per cell (row-major): whether its region reaches into the view from the frame's border.
    let reaching: [Bool]
    /// Per cell: whether its region is a thing standing before the plane.
    let objectCells: [Bool]
    /// How many regions are things standing before the plane.
    let objects: Int
    /// Per cell: whether its region is the plane's own undulation (neither enclosed nor around the plane).
    let undulating: [Bool]
    /// Per cell: whether its region is another surface meeting the plane along a line and running out of the
    /// frame toward the camera — a side wall, the floor or the ceiling at a room's corner: around the plane, never
    /// enclosed by it.
    let adjoining: [Bool]
    /// Per cell: whether its region is a strip along the frame's border, the edge of a surface beyond the view
    /// (``OffPlaneLayout/liesAlongBorder(lengthCells:inwardCells:)``): never enclosed by the plane and never a thing.
    let alongBorder: [Bool]
    /// Per cell: whether its region lies beyond the plane's edge — where it meets the plane's region it stands
    /// behind the plane more than in front of it, and nowhere nearer than the plane is there
    /// (``OffPlaneLayout/standingRegions(_:planeRegion:belowMeters:narrowerThanMeters:focalLengthPixels:isOpenGround:)``):
    /// the room seen past a screen's or a print's far edge, which the surface hides. Around the plane it is
    /// background, however far it rises before the plane's extension.
    let beyondPlaneEdge: [Bool]
}
