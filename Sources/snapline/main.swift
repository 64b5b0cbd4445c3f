print("snapline")
