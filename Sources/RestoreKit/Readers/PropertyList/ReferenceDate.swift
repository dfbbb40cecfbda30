/// Conversions between property-list dates (seconds since 2001-01-01T00:00:00Z, the reference
/// date of CoreFoundation) and ISO 8601 text in UTC, without Foundation.
package enum ReferenceDate {
    /// A calendar date and time of day in UTC.
    package struct Components: Equatable, Sendable {
        /// The day in the proleptic Gregorian calendar: year, month (1 to 12), day of the month (from 1).
        package var year: Int, month: Int, day: Int
        /// The time of day: hour (0 to 23), minute and second (0 to 59).
        package var hour: Int, minute: Int, second: Int

        /// Components of a date and time of day; nothing is checked against the ranges above.
        package init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
            self.year = year
            self.month = month
            self.day = day
            self.hour = hour
            self.minute = minute
            self.second = second
        }
    }

    static let secondsPerDay = 86_400
    /// Days from 1970-01-01 to 2001-01-01.
    static let referenceDay = daysSinceUnixEpoch(year: 2001, month: 1, day: 1)

    /// The earliest date the readers accept: 0001-01-01T00:00:00Z.
    package static let earliest = Double((daysSinceUnixEpoch(year: 1, month: 1, day: 1) - referenceDay) * secondsPerDay)
    /// The first instant after the latest date the readers accept: 10000-01-01T00:00:00Z.
    static let pastLatest = Double((daysSinceUnixEpoch(year: 10000, month: 1, day: 1) - referenceDay) * secondsPerDay)

    /// Whether `seconds` is a date ISO 8601 can spell with a four-digit year.
    static func isRepresentable(_ seconds: Double) -> Bool {
        seconds.isFinite && seconds >= earliest && seconds < pastLatest
    }

    /// The UTC calendar components of `seconds`, rounded down to a whole second; `seconds` must
    /// be representable.
    static func components(of seconds: Double) -> Components {
        let whole = floorInteger(seconds)
        let (dayOffset, secondOfDay) = floorDivide(whole, secondsPerDay)
        let (year, month, day) = civilDate(daysSinceUnixEpoch: dayOffset + referenceDay)
        return Components(
            year: year, month: month, day: day, hour: secondOfDay / 3600,
            minute: secondOfDay / 60 % 60, second: secondOfDay % 60)
    }

    /// The seconds since the reference date of the given UTC components.
    package static func seconds(of components: Components) -> Double {
        let days =
            daysSinceUnixEpoch(year: components.year, month: components.month, day: components.day) - referenceDay
        return Double(days * secondsPerDay + components.hour * 3600 + components.minute * 60 + components.second)
    }

    /// `2014-05-02T14:51:00Z`; with `fractional`, a non-whole second adds up to six decimals.
    /// A date outside years 1 to 9999, which no reader here produces, prints as its seconds.
    package static func iso8601(_ seconds: Double, fractional: Bool = false) -> String {
        guard isRepresentable(seconds) else { return "\(seconds)s-since-2001" }
        var text: [UInt8] = []
        text.reserveCapacity(27)
        appendISO8601(seconds, fractional: fractional, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends what `iso8601` returns, digit by digit (the writers call it once per date).
    static func appendISO8601(_ seconds: Double, fractional: Bool = false, to output: inout [UInt8]) {
        guard isRepresentable(seconds) else {
            output.append(contentsOf: iso8601(seconds, fractional: fractional).utf8)
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumISO8601Length) { scratch in
            let count = writeISO8601(seconds, fractional: fractional, to: scratch.baseAddress!)
            output.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<count]))
        }
    }

    /// The longest text `writeISO8601` writes: `2014-05-02T14:51:00.123456Z`.
    static let maximumISO8601Length = 27

    /// Writes what `iso8601` returns for a representable date at `target`, which has room for
    /// `maximumISO8601Length` bytes; returns how many it wrote.
    static func writeISO8601(_ seconds: Double, fractional: Bool, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let parts = components(of: seconds)
        var position = target
        @inline(__always) func two(_ value: Int) {
            position[0] = UInt8(truncatingIfNeeded: value / 10) &+ 0x30
            position[1] = UInt8(truncatingIfNeeded: value % 10) &+ 0x30
            position += 2
        }
        @inline(__always) func mark(_ byte: UInt8) {
            position.pointee = byte
            position += 1
        }
        two(parts.year / 100)
        two(parts.year % 100)
        mark(UInt8(ascii: "-"))
        two(parts.month)
        mark(UInt8(ascii: "-"))
        two(parts.day)
        mark(UInt8(ascii: "T"))
        two(parts.hour)
        mark(UInt8(ascii: ":"))
        two(parts.minute)
        mark(UInt8(ascii: ":"))
        two(parts.second)
        if fractional {
            var micros = Int((seconds - Double(floorInteger(seconds))) * 1_000_000 + 0.5)
            if micros > 0 && micros < 1_000_000 {
                var width = 6
                while micros % 10 == 0 {
                    micros /= 10
                    width -= 1
                }
                mark(UInt8(ascii: "."))
                for place in stride(from: width - 1, through: 0, by: -1) {
                    position[place] = UInt8(truncatingIfNeeded: micros % 10) &+ 0x30
                    micros /= 10
                }
                position += width
            }
        }
        mark(UInt8(ascii: "Z"))
        return position - target
    }

    /// Parses `YYYY-MM-DDTHH:MM:SSZ` (with optional fractional seconds), or returns nil.
    package static func parse(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes.last == UInt8(ascii: "Z") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard byte >= 0x30 && byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        let separators: [(Int, UInt8)] = [(4, 0x2D), (7, 0x2D), (10, 0x54), (13, 0x3A), (16, 0x3A)]
        guard separators.allSatisfy({ bytes[$0.0] == $0.1 }),
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }
        var fraction = 0.0
        if bytes.count > 20 {
            guard bytes[19] == 0x2E, bytes.count > 21, let digits = number(20..<(bytes.count - 1)),
                bytes.count - 21 <= 9
            else { return nil }
            fraction = Double(digits) / pow10(bytes.count - 21)
        }
        let base = seconds(
            of: Components(year: year, month: month, day: day, hour: hour, minute: minute, second: second))
        return base + fraction
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    // Howard Hinnant's days-from-civil and civil-from-days, exact for the proleptic Gregorian calendar.
    static func daysSinceUnixEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = floorDivide(shiftedYear, 400).quotient
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func civilDate(daysSinceUnixEpoch days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = floorDivide(shifted, 146_097).quotient
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    static func floorDivide(_ value: Int, _ divisor: Int) -> (quotient: Int, remainder: Int) {
        let quotient = value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
        return (quotient, value - quotient * divisor)
    }

    /// The largest integer not above `value`, computed without the C math library.
    static func floorInteger(_ value: Double) -> Int {
        let truncated = Int(value)
        return Double(truncated) > value ? truncated - 1 : truncated
    }

    static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<exponent { result *= 10 }
        return result
    }
}

extension ByteBuffer {
    /// Appends what `ReferenceDate.iso8601` returns, written in place.
    mutating func appendISO8601(_ seconds: Double, fractional: Bool = false) {
        guard ReferenceDate.isRepresentable(seconds) else {
            append(contentsOf: ReferenceDate.iso8601(seconds, fractional: fractional))
            return
        }
        append(atMost: ReferenceDate.maximumISO8601Length) {
            ReferenceDate.writeISO8601(seconds, fractional: fractional, to: $0)
        }
    }
}
