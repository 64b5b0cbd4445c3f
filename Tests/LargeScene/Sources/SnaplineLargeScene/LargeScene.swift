// The generated `LargeFeed` scene (10 000 anchors) is this module's content: SnaplinePlugin
// compiles large-feed.scene.yaml into it during the build. LargeSceneTests checks it.
// (A library target rather than the test target itself: SwiftPM 6.3 links the plugin's tool into
// a test bundle that uses a build tool plugin.)
