// Skia (inside @napi-rs/canvas) allocates with mimalloc, which by default hands freed memory back
// to the system after 10 ms. A render frees and allocates a whole frame's pixels (3.7 MB at 720p,
// 8.3 MB at 1080p) every frame, so each frame paid for fresh pages again: page faults are slow on
// this kind of sandboxed kernel, 2 to 20 ms a frame (bench:render). Never purging keeps the pages
// for the next frame; the resident memory stays at the render's working set. mimalloc reads its
// options when the library is loaded, from the process's real environment: this module is
// imported before the library, on the main thread (a worker's process.env is its own copy).
process.env.MIMALLOC_PURGE_DELAY ??= '-1';
