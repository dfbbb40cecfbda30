int swiftui_stub_symbol;
