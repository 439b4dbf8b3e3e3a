import ArgumentParser
import DepthKitCore

/// Camera intrinsics: in depth pixels (`--fx --fy --cx --cy`), or for another image size (`--intrinsics-from`).
struct IntrinsicsOptions: ParsableArguments {
    @Option(help: "Focal length x, depth pixels (with --fy --cx --cy).")
    var fx: Double?
    @Option(help: "Focal length y, depth pixels.")
    var fy: Double?
    @Option(help: "Principal point x, depth pixels.")
    var cx: Double?
    @Option(help: "Principal point y, depth pixels.")
    var cy: Double?

    @Option(help: "Intrinsics of another image, scaled to the depth size: WxH:fx,fy,cx,cy (e.g. 1920x1440:1445.2,1445.2,960.1,720.3).")
    var intrinsicsFrom: String?

    func validate() throws {
        let given = [fx, fy, cx, cy].compactMap { $0 }.count
        if given != 0 && given != 4 { throw ValidationError("--fx --fy --cx --cy go together") }
        if given == 4 && intrinsicsFrom != nil { throw ValidationError("give --fx/--fy/--cx/--cy or --intrinsics-from, not both") }
        if given == 4 {
            do { _ = try CameraIntrinsics(fx: fx!, fy: fy!, cx: cx!, cy: cy!) } catch { throw ValidationError(error.description) }
        }
        if let intrinsicsFrom, IntrinsicsSpecification.parse(intrinsicsFrom) == nil {
            throw ValidationError("--intrinsics-from must look like 1920x1440:fx,fy,cx,cy with positive focal lengths")
        }
    }

    /// The intrinsics given (checked by `validate`), if any.
    var specification: IntrinsicsSpecification? {
        if let fx, let fy, let cx, let cy, let intrinsics = try? CameraIntrinsics(fx: fx, fy: fy, cx: cx, cy: cy) {
            return .depthPixels(intrinsics)
        }
        return intrinsicsFrom.flatMap(IntrinsicsSpecification.parse)
    }
}
