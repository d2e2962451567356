print("modgen-bench: not built yet")
