import ArgumentParser
struct K: ParsableCommand { func run() { print("hi") } }
K.main()
