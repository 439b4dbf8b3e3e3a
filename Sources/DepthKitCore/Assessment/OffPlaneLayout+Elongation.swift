/// How long a standing region runs along its own axis.
extension OffPlaneLayout {
    /// The length of the region made of `cells` (row-major indices on a grid `columns` wide) along its principal
    /// axis, in cells: `√(12·λ + 1)`, where λ is the larger eigenvalue of the covariance of its cells' rows and
    /// columns, so that a straight run of n cells measures n whichever way it points. A forearm entering the
    /// view diagonally runs about √2 times its bounding box's longer side; a compact thing (a cup, a box)
    /// measures about that side either way.
    static func principalLength(of cells: [Int], columns: Int) -> Double {
        guard !cells.isEmpty else { return 0 }
        let count = Double(cells.count)
        var sumRow = 0.0, sumColumn = 0.0
        for cell in cells {
            sumRow += Double(cell / columns)
            sumColumn += Double(cell % columns)
        }
        let meanRow = sumRow / count, meanColumn = sumColumn / count
        var rowRow = 0.0, columnColumn = 0.0, rowColumn = 0.0
        for cell in cells {
            let row = Double(cell / columns) - meanRow, column = Double(cell % columns) - meanColumn
            rowRow += row * row
            columnColumn += column * column
            rowColumn += row * column
        }
        rowRow /= count
        columnColumn /= count
        rowColumn /= count
        let half = (rowRow - columnColumn) / 2
        let largest = (rowRow + columnColumn) / 2 + (half * half + rowColumn * rowColumn).squareRoot()
        return (12 * largest + 1).squareRoot()
    }
}
