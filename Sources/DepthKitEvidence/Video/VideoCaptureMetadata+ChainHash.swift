extension VideoCaptureMetadata {
    /// `hash_chain_final` as a chain hash: the hash the assertion signs, or the chain's final hash.
    public var attestedHash: ChainHash? { hashChainFinal.map(ChainHash.init(text:)) }
}
