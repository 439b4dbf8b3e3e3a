extension JPEGEntropyValidator {
    /// The header segments read so far: the frame, which quantisation and Huffman tables are defined, the
    /// restart interval.
    struct FrameState {
        var restartInterval = 0
        private var width = 0, height = 0
        /// Component identifiers, sampling factors and quantisation table numbers, in frame order.
        private var components: [(id: UInt8, horizontal: Int, vertical: Int, quantTable: Int)] = []
        private var quantDefined = [Bool](repeating: false, count: 4)
        private var huffmanDefined = [Bool](repeating: false, count: 8)

        /// Reads one segment before the scan; `false` for one outside the handled layout or malformed.
        mutating func read(marker: UInt8, _ segment: UnsafeBufferPointer<UInt8>, tables: [JPEGHuffmanLookup]) -> Bool {
            switch marker {
            case 0xe0:  // JFIF must be 1.x: libjpeg warns about any other major version
                return !segment.starts(with: Array("JFIF\0".utf8)) || (segment.count >= 14 && segment[5] == 1)
            case 0xee:  // Adobe's colour transform: left to TurboJPEG
                return !segment.starts(with: Array("Adobe".utf8))
            case 0xe1...0xef, 0xfe:
                return true
            case 0xdb: return readQuantTables(segment)
            case 0xc4: return readHuffmanTables(segment, tables: tables)
            case 0xdd:
                guard segment.count == 2 else { return false }
                restartInterval = Int(segment[0]) << 8 | Int(segment[1])
                return true
            case 0xc0, 0xc1: return readFrame(segment)
            default: return false
            }
        }

        private mutating func readQuantTables(_ segment: UnsafeBufferPointer<UInt8>) -> Bool {
            var at = 0
            while at < segment.count {
                // 8-bit tables only, 64 values each.
                guard segment.count - at >= 65, segment[at] <= 3 else { return false }
                quantDefined[Int(segment[at])] = true
                at += 65
            }
            return true
        }

        private mutating func readHuffmanTables(_ segment: UnsafeBufferPointer<UInt8>, tables: [JPEGHuffmanLookup]) -> Bool {
            var at = 0
            while at < segment.count {
                guard segment.count - at >= 17, segment[at] >> 4 <= 1, segment[at] & 15 <= 3 else { return false }
                let counts = UnsafeBufferPointer(rebasing: segment[(at + 1)..<(at + 17)])
                let total = counts.reduce(0) { $0 + Int($1) }
                guard total <= 256, total <= segment.count - at - 17 else { return false }
                let table = Int(segment[at] >> 4) * 4 + Int(segment[at] & 15)
                let symbols = UnsafeBufferPointer(rebasing: segment[(at + 17)..<(at + 17 + total)])
                guard tables[table].build(counts: counts, symbols: symbols) else { return false }
                huffmanDefined[table] = true
                at += 17 + total
            }
            return true
        }

        private mutating func readFrame(_ segment: UnsafeBufferPointer<UInt8>) -> Bool {
            guard components.isEmpty, segment.count >= 6, segment[0] == 8 else { return false }
            height = Int(segment[1]) << 8 | Int(segment[2])
            width = Int(segment[3]) << 8 | Int(segment[4])
            let count = Int(segment[5])
            guard (1...65500).contains(width), (1...65500).contains(height), count == 1 || count == 3,
                  segment.count == 6 + 3 * count
            else { return false }
            for index in 0..<count {
                let at = 6 + 3 * index, id = segment[at]
                let horizontal = Int(segment[at + 1] >> 4), vertical = Int(segment[at + 1] & 15)
                let quantTable = Int(segment[at + 2])
                guard quantTable <= 3, index == 0 || (horizontal == 1 && vertical == 1),
                      !components.contains(where: { $0.id == id })
                else { return false }
                components.append((id, horizontal, vertical, quantTable))
            }
            let luma = (components[0].horizontal, components[0].vertical)
            return count == 1 ? luma == (1, 1) : [(1, 1), (2, 1), (1, 2), (2, 2), (4, 1)].contains { $0 == luma }
        }

        /// The scan a SOS segment starts; `nil` unless it interleaves every component in frame order, with the
        /// full spectrum and defined tables.
        func scan(_ segment: UnsafeBufferPointer<UInt8>, tables: [JPEGHuffmanLookup]) -> Scan? {
            let count = components.count
            guard count > 0, segment.count == 4 + 2 * count, Int(segment[0]) == count else { return nil }
            var blocks: [(dc: JPEGHuffmanLookup, ac: JPEGHuffmanLookup)] = []
            for (index, component) in components.enumerated() {
                let dc = Int(segment[2 + 2 * index] >> 4), ac = Int(segment[2 + 2 * index] & 15)
                guard segment[1 + 2 * index] == component.id, dc <= 3, ac <= 3, huffmanDefined[dc], huffmanDefined[4 + ac],
                      quantDefined[component.quantTable]
                else { return nil }
                blocks += repeatElement((dc: tables[dc], ac: tables[4 + ac]), count: component.horizontal * component.vertical)
            }
            // Spectral selection 0...63, no successive approximation: libjpeg warns about anything else.
            guard segment[1 + 2 * count] == 0, segment[2 + 2 * count] == 63, segment[3 + 2 * count] == 0 else { return nil }
            let unitWidth = 8 * components[0].horizontal, unitHeight = 8 * components[0].vertical
            let units = ((width + unitWidth - 1) / unitWidth) * ((height + unitHeight - 1) / unitHeight)
            return Scan(units: units, blocks: blocks)
        }
    }
}
