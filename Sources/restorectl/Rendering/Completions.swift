/// Shell completion scripts, written from the command and option tables: commands, options,
/// the values of options with fixed choices, files, and (in bash and fish) the identifier paths
/// of the archive named on the line, from `restorectl paths`.
enum Completions {
    static let shells = ["bash", "zsh", "fish"]

    /// Commands whose second positional argument is an identifier path.
    static let pathCommands = ["get", "set", "remove"]

    static func script(for shell: String) -> String? {
        switch shell {
        case "bash": bash()
        case "zsh": zsh()
        case "fish": fish()
        default: nil
        }
    }

    static func choices(_ option: OptionSpec) -> [String]? {
        if case .value(_, let choices) = option.kind { return choices }
        return nil
    }

    static func bash() -> String {
        let names = Restorectl.commandNames.joined(separator: " ")
        var script = """
            # bash completion for restorectl; written by `restorectl completions bash`
            _restorectl_paths() {
                local file="$1"
                [[ -n "$file" ]] && restorectl paths "$file" 2>/dev/null
            }
            _restorectl() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
                if [[ $COMP_CWORD -eq 1 ]]; then
                    COMPREPLY=($(compgen -W "\(names) --help --version" -- "$cur"))
                    return
                fi
                local command="${COMP_WORDS[1]}" options="" valued=""
                case "$command" in

            """
        for command in Restorectl.commands {
            let options = command.options.flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) }
            let valued = command.options.filter(\.takesValue).flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) }
            script += "        \(command.name)) options=\"\(options.joined(separator: " "))\"; valued=\"\(valued.joined(separator: " "))\" ;;\n"
        }
        script += "    esac\n    case \"$command:$prev\" in\n"
        for command in Restorectl.commands {
            for option in command.options {
                if let choices = choices(option) {
                    script += "        \(command.name):\(option.name)) COMPREPLY=($(compgen -W \"\(choices.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
                }
            }
        }
        script += """
                esac
                if [[ "$cur" == -* ]]; then
                    COMPREPLY=($(compgen -W "$options" -- "$cur"))
                    return
                fi
                # The positional arguments so far: the file first, then (get, set, remove) the path.
                local positionals=() i word
                for ((i = 2; i < COMP_CWORD; i++)); do
                    word="${COMP_WORDS[i]}"
                    if [[ " $valued " == *" $word "* ]]; then ((i++)); continue; fi
                    [[ "$word" == -* ]] || positionals+=("$word")
                done
                if [[ "$prev" == "--path" || ( " \(pathCommands.joined(separator: " ")) " == *" $command "* && ${#positionals[@]} -eq 1 ) ]]; then
                    local IFS=$'\\n'
                    COMPREPLY=($(compgen -W "$(_restorectl_paths "${positionals[0]}")" -- "$cur"))
                    return
                fi
                COMPREPLY=($(compgen -f -- "$cur"))
            }
            complete -o filenames -o bashdefault -F _restorectl restorectl

            """
        return script
    }

    static func zsh() -> String {
        var script = """
            #compdef restorectl
            # zsh completion for restorectl; written by `restorectl completions zsh`
            _restorectl_paths() {
                local file=${words[3]}
                local -a paths
                paths=(${(f)"$(restorectl paths $file 2>/dev/null)"})
                compadd -Q -a paths
            }
            _restorectl() {
                local -a commands
                commands=(

            """
        for command in Restorectl.commands {
            script += "        '\(command.name):\(zshQuote(command.summary))'\n"
        }
        script += """
                )
                if (( CURRENT == 2 )); then
                    _describe command commands
                    return
                fi
                case ${words[2]} in

            """
        for command in Restorectl.commands {
            var specs: [String] = []
            for option in command.options {
                var spec = "'\(option.name)[\(zshQuote(option.help))]"
                if option.takesValue {
                    let values = choices(option).map { "(\($0.joined(separator: " ")))" }
                        ?? (option.name == "--path" ? "_restorectl_paths" : "_files")
                    spec += ":value:\(values)"
                }
                specs.append(spec + "'")
            }
            for (position, positional) in command.positionals.enumerated() {
                let action = pathCommands.contains(command.name) && position == 1 ? "_restorectl_paths" : "_files"
                specs.append("'\(positional.repeats ? "*" : String(position + 1)):\(positional.name.lowercased()):\(action)'")
            }
            script += "        \(command.name)) _arguments -s \\\n            " + specs.joined(separator: " \\\n            ") + " ;;\n"
        }
        script += "    esac\n}\n_restorectl \"$@\"\n"
        return script
    }

    static func fish() -> String {
        var script = """
            # fish completion for restorectl; written by `restorectl completions fish`
            function __restorectl_paths
                set -l tokens (commandline -opc)
                for token in $tokens[3..-1]
                    if not string match -q -- '-*' $token
                        restorectl paths $token 2>/dev/null
                        return
                    end
                end
            end
            complete -c restorectl -f

            """
        for command in Restorectl.commands {
            script += "complete -c restorectl -n __fish_use_subcommand -a \(command.name) -d '\(fishQuote(command.summary))'\n"
        }
        for command in Restorectl.commands {
            let condition = "'__fish_seen_subcommand_from \(command.name)'"
            for option in command.options {
                var line = "complete -c restorectl -n \(condition) -l \(option.name.dropFirst(2))"
                if let short = option.short { line += " -s \(short.dropFirst())" }
                if option.takesValue {
                    if let values = choices(option) { line += " -x -a '\(values.joined(separator: " "))'" }
                    else if option.name == "--path" { line += " -x -a '(__restorectl_paths)'" }
                    else { line += " -r -F" }
                }
                script += line + " -d '\(fishQuote(option.help))'\n"
            }
            script += "complete -c restorectl -n \(condition) -F\n"
        }
        script += "complete -c restorectl -n '__fish_seen_subcommand_from \(pathCommands.joined(separator: " "))' -a '(__restorectl_paths)'\n"
        return script
    }

    static func zshQuote(_ text: String) -> String {
        text.replacingAll("'", with: "'\\''").replacingAll("[", with: "\\[").replacingAll("]", with: "\\]").replacingAll(":", with: "\\:")
    }

    static func fishQuote(_ text: String) -> String {
        text.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'")
    }
}
