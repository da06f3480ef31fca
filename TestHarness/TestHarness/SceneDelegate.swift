import UIKit

/// Holds the window that UIKit creates from the scene manifest's storyboard.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
}
