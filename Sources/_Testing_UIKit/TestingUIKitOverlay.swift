// Swift Testing declares a cross-import overlay for UIKit: a file that imports both Testing and UIKit
// also loads a module of this name. Apple's SDKs ship it; where the UIKit stand-in is used instead,
// this empty module takes its place so that such files compile.
