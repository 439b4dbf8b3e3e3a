import ArgumentParser
import DepthKitAttestation

/// `--environment development|production`, for `depthkit device register` and `depthkit serve`.
extension AppAttestEnvironment: ExpressibleByArgument {}
