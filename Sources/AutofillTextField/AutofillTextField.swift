@_exported import AutofillCore

#if canImport(UIKit)
  import UIKit
#endif
