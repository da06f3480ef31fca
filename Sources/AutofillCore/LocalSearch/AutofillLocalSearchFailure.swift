import Foundation

/// Why a place search failed, told in words a person can act on. A completer's error is
/// classified by its domain and code, so the decision is made (and tested) without MapKit.
public enum AutofillLocalSearchFailure: Error, LocalizedError, Sendable, Hashable {
  /// The search service asked the app to slow down (`MKError.loadingThrottled`).
  case throttled
  /// The device is offline, or the connection failed (an `NSURLErrorDomain` error).
  case offline
  /// Anything else: the service failed, or the error is unknown.
  case unavailable

  /// `MKErrorDomain`, the domain of MapKit's `MKError`.
  static let mapKitDomain = "MKErrorDomain"
  /// `MKError.Code.loadingThrottled`'s raw value.
  static let loadingThrottledCode = 3

  /// Classifies a completer's or a search's error.
  ///
  /// - Parameter error: What MapKit reported.
  public init(_ error: any Error) {
    if let failure = error as? AutofillLocalSearchFailure {
      self = failure
      return
    }
    let error = error as NSError
    if error.domain == Self.mapKitDomain, error.code == Self.loadingThrottledCode {
      self = .throttled
    } else if error.domain == NSURLErrorDomain {
      self = .offline
    } else if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSURLErrorDomain
    {
      self = .offline
    } else {
      self = .unavailable
    }
  }

  /// The failed row's text, in the user's language; each says that typing retries.
  public var errorDescription: String? { message(language: AutofillStrings.currentLanguage) }

  /// The failed row's text in a supported language (else English).
  ///
  /// - Parameter language: A language identifier ("de", "fr-CA").
  /// - Returns: The text.
  public func message(language: String) -> String {
    switch self {
    case .throttled: return AutofillStrings.text(.placesThrottled, language: language)
    case .offline: return AutofillStrings.text(.placesOffline, language: language)
    case .unavailable: return AutofillStrings.text(.placesUnavailable, language: language)
    }
  }
}
