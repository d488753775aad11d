import FuzzSupport

/// libFuzzer's entry point: one run over `size` bytes at `data`. (To be written: issue 10.)
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  _ = input.rest()
  return 0
}
