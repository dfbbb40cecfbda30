// Fuzz target: the App Intents metadata reader, which reads Metadata.appintents/extract.actionsdata
// and version.json from app builds (dump APP, and the comparison of two builds): the catalog and
// version file readers on each input, and the JSON dump APP writes of what they give. Besides
// crashes, hangs and memory, it traps when a catalog that is understood is not understood again,
// or reads as another catalog, from its document written back indented and on one line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAppIntents(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let contents = AppIntentsCatalog.read(bytes)
    let metadata = AppIntentsMetadata(
        bundle: .app, path: "extract.actionsdata", contents: contents, versionFile: AppIntentsVersionFile.read(bytes))
    _ = metadata.json.serialized()
    guard case .success(let catalog) = contents, let value = try? JSONReader.read(bytes) else { return 0 }
    for pretty in [true, false] {
        guard case .success(let again) = AppIntentsCatalog.read(Array(value.serialized(pretty: pretty).utf8)),
            again == catalog
        else {
            fatalError("an App Intents catalog written back reads as another catalog, or is not understood")
        }
    }
    return 0
}
