/// Shell completion scripts, written from the command and option tables: commands, options, the
/// values of options, and at each positional what its spec's `completes` names (`ValueCompletion`):
/// files, folders, the identifier paths of the archive named on the line (`restorectl paths`),
/// commands after `help`, shells after `completions`. A command added to the table is covered
/// without touching this file.
enum Completions {
    static let shells = ["bash", "zsh", "fish"]

    static func script(for shell: String) -> String? {
        switch shell {
        case "bash": bash()
        case "zsh": zsh()
        case "fish": fish()
        default: nil
        }
    }

    /// The word each script's own logic uses for a kind of value; commands and shells are fixed lists.
    static func word(_ completion: ValueCompletion) -> String {
        switch completion {
        case .files: "files"
        case .folders: "folders"
        case .identifierPaths: "paths"
        case .commands: "=" + CommandTable.commandNames.joined(separator: " ")
        case .shells: "=" + shells.joined(separator: " ")
        case .choices(let choices): "=" + choices.joined(separator: " ")
        case .nothing: "nothing"
        }
    }

    /// Every spelling of the options that take a value.
    static func valued(_ command: CommandSpec) -> [String] {
        command.options.filter(\.takesValue).flatMap(\.spellings)
    }

    static func bash() -> String {
        var script = bashFunctions
        script += "_restorectl() {\n    local words cword\n    _restorectl_words\n"
        script +=
            "    local cur=\"${words[cword]}\" prev=\"${words[cword-1]}\" kind=\"\" options=\"\" valued=\"\" kinds=\"\" repeats=0\n"
        script += "    [[ \"$prev\" == \"=\" ]] && prev=\"${words[cword-2]}\"\n    COMPREPLY=()\n"
        script +=
            "    if (( cword == 1 )); then\n        _restorectl_offer \"\(word(.commands)) --help --version\" \"$cur\"\n        return\n    fi\n"
        script += "    case \"${words[1]}\" in\n"
        for command in CommandTable.commands {
            let options = command.options.flatMap(\.spellings)
            script +=
                "        \(command.name)) options=\"\(options.joined(separator: " "))\"; valued=\"\(valued(command).joined(separator: " "))\"; "
            script +=
                "kinds=\"\(kinds(command.positionals))\"; repeats=\(command.positionals.last?.repeats == true ? 1 : 0)"
            for (option, positionals) in standIns(command) {
                script +=
                    "; _restorectl_given \(option.spellings.joined(separator: " ")) && kinds=\"\(kinds(positionals))\""
            }
            script += " ;;\n"
        }
        script += "    esac\n    case \"${words[1]}:$prev\" in\n"
        for command in CommandTable.commands {
            for option in command.options {
                guard let completion = option.completion else { continue }
                let spellings = option.spellings.map { "\(command.name):\($0)" }
                script += "        \(spellings.joined(separator: "|"))) kind=\"\(word(completion))\" ;;\n"
            }
        }
        script += bashDispatch
        return script
    }

    /// The options of `command` that stand for a positional, each with the positionals of a line
    /// that gives it.
    static func standIns(_ command: CommandSpec) -> [(option: OptionSpec, positionals: [PositionalSpec])] {
        command.ownOptions.filter { $0.standsFor != nil }.map { option in
            (option, command.positionals { $0.name == option.name })
        }
    }

    /// What the positionals complete, as the words of bash's and fish's `kinds` lists.
    static func kinds(_ positionals: [PositionalSpec]) -> String {
        positionals.map { bashKind($0.completion) }.joined(separator: " ")
    }

    /// A kind as one word of bash's `kinds` list: a fixed list is named by what it is.
    static func bashKind(_ completion: ValueCompletion) -> String {
        switch completion {
        case .commands: "commands"
        case .shells: "shells"
        default: word(completion)
        }
    }

    static let bashFunctions = """
        # bash completion for restorectl; written by `restorectl completions bash`
        # The words up to the cursor, rejoined where bash split them at ':' (COMP_WORDBREAKS), as
        # bash-completion's _get_comp_words_by_ref -n : does: identifier paths hold colons.
        _restorectl_words() {
            local line="$COMP_LINE" i word trimmed
            words=()
            for ((i = 0; i <= COMP_CWORD; i++)); do
                word="${COMP_WORDS[i]}"
                trimmed="${line#"${line%%[![:space:]]*}"}"
                if ((i > 0)) && [[ "$trimmed" == "$line" ]] && [[ "$word" == :* || "${words[${#words[@]}-1]}" == *: ]]; then
                    words[${#words[@]}-1]+="$word"
                else
                    words+=("$word")
                fi
                line="${trimmed#"$word"}"
            done
            cword=$((${#words[@]} - 1))
        }
        # Whether one of the given spellings is among the words before the cursor.
        _restorectl_given() {
            local word spelling
            for word in "${words[@]:2:cword-2}"; do
                for spelling; do [[ "$word" == "$spelling" ]] && return 0; done
            done
            return 1
        }
        # Offers what KIND names for the word CUR; ARCHIVE is the file whose paths are offered.
        _restorectl_offer() {
            local kind="$1" cur="$2" archive="${3/#\\~/$HOME}" line word colon i
            local IFS=$'\\n'
            case "$kind" in
                files) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur")) ;;
                folders) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$cur")) ;;
                paths)
                    [[ -n "$archive" ]] || return
                    while IFS= read -r line; do
                        [[ "$line" == "$cur"* ]] && COMPREPLY+=("$line")
                    done < <(restorectl paths -- "$archive" 2>/dev/null)
                    # Bash replaces only what follows the last colon: offer that part, as
                    # bash-completion's __ltrim_colon_completions does.
                    if [[ "$cur" == *:* && "$COMP_WORDBREAKS" == *:* ]]; then
                        colon="${cur%"${cur##*:}"}"
                        for i in "${!COMPREPLY[@]}"; do COMPREPLY[i]="${COMPREPLY[i]#"$colon"}"; done
                    fi ;;
                =*)
                    IFS=' '
                    for word in ${kind#=}; do [[ "$word" == "$cur"* ]] && COMPREPLY+=("$word"); done ;;
            esac
        }

        """

    static let bashDispatch = """
            esac
            # The positionals before the cursor, options and their values left out.
            local positionals=() i
            for ((i = 2; i < cword; i++)); do
                if [[ " $valued " == *" ${words[i]} "* ]]; then
                    [[ "${words[i+1]}" == "=" ]] && ((i++))
                    ((i++))
                    continue
                fi
                [[ "${words[i]}" == -?* ]] || positionals+=("${words[i]}")
            done
            if [[ -z "$kind" ]]; then
                if [[ "$cur" == -* ]]; then
                    kind="=$options"
                else
                    set -- $kinds
                    if ((${#positionals[@]} < $#)); then
                        shift ${#positionals[@]}
                        kind="$1"
                    elif ((repeats)); then
                        kind="${!#}"
                    fi
                    case "$kind" in
                        commands) kind="\(word(.commands))" ;;
                        shells) kind="\(word(.shells))" ;;
                    esac
                fi
            fi
            _restorectl_offer "$kind" "$cur" "${positionals[0]}"
        }
        complete -F _restorectl restorectl

        """

    static func zsh() -> String {
        var script = """
            #compdef restorectl
            # zsh completion for restorectl; written by `restorectl completions zsh`
            _restorectl_paths() {
                local -a paths
                [[ -n $_restorectl_archive ]] || return 1
                paths=(${(f)"$(restorectl paths -- ${_restorectl_archive/#\\~/$HOME} 2>/dev/null)"})
                _wanted paths expl 'identifier path' compadd -a paths
            }
            _restorectl() {
                local -a commands
                commands=(

            """
        for command in CommandTable.commands {
            script += "        '\(command.name):\(zshQuote(command.summary))'\n"
        }
        script += """
                )
                if (( CURRENT == 2 )); then
                    _describe command commands
                    return
                fi
                # The archive is the first positional: skip options and the values of those that take one.
                local command=$words[2] valued="" _restorectl_archive="" i
                local -a places
                case $command in

            """
        for command in CommandTable.commands {
            script += "        \(command.name)) valued=\" \(valued(command).joined(separator: " ")) \" ;;\n"
        }
        script += """
                esac
                for (( i = 3; i < CURRENT; i++ )); do
                    if [[ $valued == *" $words[i] "* ]]; then (( i++ )); continue; fi
                    if [[ $words[i] != -?* ]]; then _restorectl_archive=${(Q)words[i]}; break; fi
                done
                # From here on the command is the first word, as _arguments counts positionals.
                shift words
                (( CURRENT-- ))
                case $command in

            """
        for command in CommandTable.commands {
            var specs: [String] = []
            for option in command.options {
                let action = option.completion.map { ":" + option.name.dropFirst(2) + ":" + zshAction($0) } ?? ""
                for spelling in option.spellings {
                    specs.append("'\(spelling)[\(zshQuote(option.help))]\(action)'")
                }
            }
            func places(_ positionals: [PositionalSpec]) -> String {
                positionals.enumerated().map { position, positional in
                    "'\(positional.repeats ? "*" : String(position + 1)):\(positional.name.lowercased()):\(zshAction(positional.completion))'"
                }.joined(separator: " ")
            }
            script += "        \(command.name))\n            places=(\(places(command.positionals)))\n"
            // A line that gives an option standing for a positional has one positional fewer.
            for (option, positionals) in standIns(command) {
                let given = option.spellings.map { "${words[(I)\($0)]} + ${words[(I)\($0)=*]}" }.joined(
                    separator: " + ")
                script += "            (( \(given) )) && places=(\(places(positionals)))\n"
            }
            script +=
                "            _arguments -s -S \\\n            " + specs.joined(separator: " \\\n            ")
                + " \\\n            \"${places[@]}\" ;;\n"
        }
        script += "    esac\n}\n_restorectl \"$@\"\n"
        return script
    }

    static func zshAction(_ completion: ValueCompletion) -> String {
        switch completion {
        case .files: "_files"
        case .folders: "_files -/"
        case .identifierPaths: "_restorectl_paths"
        case .commands: "(" + CommandTable.commandNames.joined(separator: " ") + ")"
        case .shells: "(" + shells.joined(separator: " ") + ")"
        case .choices(let choices): "(" + choices.joined(separator: " ") + ")"
        case .nothing: " "
        }
    }

    static func fish() -> String {
        var script = """
            # fish completion for restorectl; written by `restorectl completions fish`
            # What the cursor's positional takes (files, folders, paths, commands, shells, nothing, or
            # value after an option that takes one); sets __restorectl_archive to the first positional.
            function __restorectl_state
                set -l tokens (commandline -opc)
                set -l command $tokens[2]
                set -e tokens[1..2]
                set -l valued
                set -l kinds
                set -l repeats 0
                switch "$command"

            """
        for command in CommandTable.commands {
            script += "        case \(command.name)\n            set valued \(valued(command).joined(separator: " "))\n"
            script +=
                "            set kinds \(kinds(command.positionals))\n            set repeats \(command.positionals.last?.repeats == true ? 1 : 0)\n"
            for (option, positionals) in standIns(command) {
                let pattern = "^(" + option.spellings.joined(separator: "|") + ")(=.*)?$"
                script +=
                    "            string match -q -r -- '\(pattern)' $tokens; and set kinds \(kinds(positionals))\n"
            }
        }
        script += """
                end
                set -l positionals
                set -l skip 0
                for token in $tokens
                    if test $skip = 1
                        set skip 0
                    else if contains -- $token $valued
                        set skip 1
                    else if not string match -q -- '-?*' $token
                        set -a positionals $token
                    end
                end
                set -g __restorectl_archive (string replace -r '^~' $HOME -- $positionals[1])
                set -l position (math (count $positionals) + 1)
                if test $skip = 1
                    echo value
                else if test $position -le (count $kinds)
                    echo $kinds[$position]
                else if test $repeats = 1
                    echo $kinds[-1]
                else
                    echo nothing
                end
            end
            function __restorectl_paths
                __restorectl_state >/dev/null
                test -n "$__restorectl_archive"; and restorectl paths -- $__restorectl_archive 2>/dev/null
            end
            function __restorectl_command
                set -l tokens (commandline -opc)
                test (count $tokens) -ge 2; and test "$tokens[2]" = $argv[1]
            end
            complete -c restorectl -f
            complete -c restorectl -n 'test (__restorectl_state) = files' -F
            complete -c restorectl -n 'test (__restorectl_state) = folders' -a '(__fish_complete_directories (commandline -ct))'
            complete -c restorectl -n 'test (__restorectl_state) = paths' -a '(__restorectl_paths)'
            complete -c restorectl -n 'test (__restorectl_state) = commands' -a '\(CommandTable.commandNames.joined(separator: " "))'
            complete -c restorectl -n 'test (__restorectl_state) = shells' -a '\(shells.joined(separator: " "))'
            complete -c restorectl -n __fish_use_subcommand -l help -s h -d 'List the commands and exit'
            complete -c restorectl -n __fish_use_subcommand -l version -d 'Print the version and exit'

            """
        for command in CommandTable.commands {
            script +=
                "complete -c restorectl -n __fish_use_subcommand -a \(command.name) -d '\(fishQuote(command.summary))'\n"
        }
        for command in CommandTable.commands {
            let condition = "'__restorectl_command \(command.name)'"
            for option in command.options {
                var line = "complete -c restorectl -n \(condition) -l \(option.name.dropFirst(2))"
                if let short = option.short { line += " -s \(short.dropFirst())" }
                // A value with a description of its own (an empty one: a tab) does not repeat the
                // option's, which fish would otherwise show beside every value.
                switch option.completion {
                case nil: break
                case .files?: line += " -r -F"
                case .folders?: line += " -x -a '(__fish_complete_directories (commandline -ct))'"
                case .identifierPaths?: line += " -x -a '(__restorectl_paths)\\t'"
                case .nothing?: line += " -x"
                case let completion?:
                    let values = word(completion).dropFirst(word(completion).hasPrefix("=") ? 1 : 0).split(
                        separator: " ")
                    line += " -x -a '\(values.map { $0 + "\\t" }.joined(separator: " "))'"
                }
                script += line + " -d '\(fishQuote(option.help))'\n"
            }
        }
        return script
    }

    static func zshQuote(_ text: String) -> String {
        text.replacingAll("'", with: "'\\''").replacingAll("[", with: "\\[").replacingAll("]", with: "\\]")
            .replacingAll(":", with: "\\:")
    }

    static func fishQuote(_ text: String) -> String {
        text.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'")
    }
}
