import ModgenKit

print("modgen \(ModgenKit.version)")
