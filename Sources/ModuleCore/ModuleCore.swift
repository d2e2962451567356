/// ModuleCore: the library every generated module imports.
public enum ModuleCore {}
