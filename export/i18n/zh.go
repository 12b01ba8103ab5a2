package i18n

import (
	"golang.org/x/text/language"
	"golang.org/x/text/message/catalog"
)

// Chinese is kept apart from the {English, Russian} tables: one zh_*.go
// file per table of the catalogue, each a map from the English key to its
// Simplified Chinese, so that a new English message and its Russian are
// added where they always were and the Chinese beside them in a file of
// its own (TestEveryKeyHasChinese fails until it is).
//
// The words are those of the Chinese Contract Bridge Association's rules
// and of Chinese clubs: 移位 (movement), 轮 (round), 桌 (table), 牌套
// (board; counted 副), 组牌 (a set of boards), 南北/东西 (the lines), 轮空
// (sit-out), 裁判 (director), 比赛分 (matchpoints), 区 (a section, so that
// it is never taken for 组, a set); the seats are 北 东 南 西. Preferans
// has no Chinese literature, so its words are the generic ones of card
// games: 局 (a deal), 发牌者 (the dealer).
//
// Chinese nouns do not change with the number: a count is the number and
// a measure word ("3副牌", "7桌"), so the Chinese tables have no plural
// groups. A translation may put its arguments in another order than the
// English with explicit argument indexes (%[2]d), as Chinese word order
// often asks; TestChineseKeepsVerbs checks that every argument is used
// with its English verb.

// zhTable is one file's Chinese: the English key and its translation.
type zhTable struct {
	name     string
	messages map[string]string
}

// zhCatalogue lists the Chinese of every table of catalogue(), by the same
// names. A new zh_*.go file adds its function here, once.
func zhCatalogue() []zhTable {
	return []zhTable{
		{"text", zhText()},
		{"paperdoc", zhPaperdoc()},
		{"cli", zhCLI()},
		{"cards", zhCards()},
		{"problem", zhProblem()},
		{"notes", zhNotes()},
		{"session", zhSession()},
		{"paper", zhPaper()},
		{"seating", zhSeating()},
		{"plan", zhPlan()},
		{"names", zhNames()},
		{"error", zhError()},
		{"house", zhHouse()},
		{"individual", zhIndividual()},
		{"oa", zhOA()},
		{"limits", zhLimits()},
		{"pairs", zhPairs()},
		{"words", zhWords()},
		{"notation", zhNotation()},
		{"setup", zhSetup()},
		{"protocol", zhProtocol()},
		{"flagWords", zhFlagWords()},
		{"stop", zhStop()},
		{"mitchellVariants", zhMitchellVariants()},
		{"plan40", zhPlan40()},
		{"serve", zhServe()},
		{"serveGuard", zhServeGuard()},
		{"replan", zhReplan()},
		{"score", zhScore()},
		{"resolvable", zhResolvable()},
		{"formats", zhFormats()},
		{"library", zhLibrary()},
		{"scorerNumbers", zhScorerNumbers()},
		{"pageReplan", zhPageReplan()},
		{"simulate", zhSimulate()},
		{"request", zhRequest()},
		{"teams", zhTeams()},
		{"teamsCards", zhTeamsCards()},
		{"swiss", zhSwiss()},
		{"families", zhFamilies()},
		{"families40", zhFamilies40()},
		{"familiesFam", zhFamiliesFam()},
		{"reliab", zhReliab()},
		{"books", zhBooks()},
		{"whistPairs", zhWhistPairs()},
		{"swissTriangle", zhSwissTriangle()},
		{"interwoven", zhInterwoven()},
		{"appHowell", zhAppHowell()},
	}
}

// zhNouns are the Chinese counts of the nouns of Printer.Count: the number
// and a measure word. Boards are counted 副 (副牌), as Chinese clubs count
// them; preferans deals 局.
var zhNouns = map[Noun]string{
	Boards:      "%d副牌",
	Deals:       "%d局",
	Rounds:      "%d轮",
	Tables:      "%d桌",
	Sets:        "%d组牌",
	Contestants: "%d名参赛者",
	Pairs:       "%d对",
	Players:     "%d名牌手",
	Times:       "%d次",
	Minutes:     "%d分钟",
	Seats:       "%d个座位",
	Sections:    "%d个区",
	Meetings:    "%d次相遇",
}

// chinese returns the Chinese of every key, all tables merged.
func chinese() map[string]string {
	zh := map[string]string{}
	for _, t := range zhCatalogue() {
		for k, v := range t.messages {
			zh[k] = v
		}
	}
	return zh
}

// setChinese adds the Chinese tables and counted nouns to b.
func setChinese(b *catalog.Builder) {
	tag := language.SimplifiedChinese
	for n, f := range zhNouns {
		_ = b.SetString(tag, countKey(n), f)
	}
	for _, t := range zhCatalogue() {
		for k, v := range t.messages {
			// SetString fails only for an empty key; there is none.
			_ = b.SetString(tag, k, v)
		}
	}
}

// ChineseTable returns the Chinese of every message, keyed by the English,
// with the counts of Printer.Count ("%d boards": "%d副牌"): for tests and
// tools that check what Chinese output can contain (the PDF's fonts must
// draw every character of it).
func ChineseTable() map[string]string {
	zh := chinese()
	for n, f := range zhNouns {
		zh[countKey(n)] = f
	}
	return zh
}
