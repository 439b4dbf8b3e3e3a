#if canImport(Glibc)
import CMalloc
#endif

/// glibc malloc settings for runs that allocate and free the same few buffers for every input
/// (`batch`), or for every request (`serve`: each upload's parts, decoded depth and report).
///
/// By default glibc serves allocations above a moving threshold (128 KiB to start) with fresh
/// `mmap`s and hands freed memory at the top of the heap back to the kernel; a 256x192 map's
/// 196 KiB of floats then arrives in new pages every time, which cost about 80 page faults per
/// batch input (`perf stat -e page-faults` on the noisy corpus: 41 000 for 500 maps, 1 300 with
/// these settings). Fixed thresholds keep such buffers on the heap and reuse them; memory stays
/// bounded by what the run holds at once.
package enum AllocatorTuning {
    /// Allocations below this come from the heap.
    package static let mmapThreshold: Int32 = 32 << 20
    /// Free memory at the top of the heap beyond this goes back to the kernel.
    package static let trimThreshold: Int32 = 64 << 20

    /// Applies the settings to this process (glibc only; elsewhere nothing changes).
    package static func keepBuffersOnHeap() {
        #if canImport(Glibc)
        _ = mallopt(M_MMAP_THRESHOLD, mmapThreshold)
        _ = mallopt(M_TRIM_THRESHOLD, trimThreshold)
        #endif
    }
}
