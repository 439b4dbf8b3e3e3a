import HummingbirdCore

/// The connection cap (`--max-connections`): at `maximum` open connections the server stops
/// accepting; further connections wait in the listen backlog (the kernel refuses what overflows
/// it) until one closes. Each time the cap holds a connection back it counts in
/// `depthkit_connections_refused_total`.
struct ConnectionCap: AvailableConnectionsDelegate {
    let maximum: Int
    private(set) var open = 0

    init(maximum: Int) {
        self.maximum = maximum
    }

    mutating func connectionOpened() { open += 1 }

    mutating func connectionClosed() { open -= 1 }

    func isAcceptingNewConnections() -> Bool {
        if open < maximum { return true }
        ServerMetrics.recordConnectionRefused()
        return false
    }
}
