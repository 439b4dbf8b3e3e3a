import ArgumentParser

/// `depthkit video`: video captures (frame hash chains, checkpoint attestation, depth keyframes).
struct VideoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "video",
        abstract: "Video captures: compute and verify frame hash chains, analyse depth keyframes over time.",
        discussion: """
            A video capture directory holds video.mov (HEVC), depth.gz (depth keyframes), hash_chain.json \
            and metadata.json. The server cannot recompute the chain from the HEVC movie (its frames are \
            re-encoded); `verify` checks the chain's own consistency, what the metadata attests, the depth \
            keyframes and the movie's boxes, and recomputes every link when the raw frames are given.
            """,
        subcommands: [VideoVerifyCommand.self, VideoChainCommand.self, VideoAnalyzeCommand.self]
    )
}
