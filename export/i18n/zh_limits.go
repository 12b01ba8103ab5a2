package i18n

// zhLimits is the Chinese of limitsMessages (the readers' limits).
func zhLimits() map[string]string {
	return map[string]string{
		"UTF-16 is not supported; save the file as UTF-8": "不支持 UTF-16；请把文件存为 UTF-8",
		"want a number, found null":                       "应为数字，却是 null",
		"want a list, found null":                         "应为列表，却是 null",
		"want a string, found null":                       "应为字符串，却是 null",
		"want true or false, found null":                  "应为 true 或 false，却是 null",
		"control character %U in the text; remove it":     "文本中有控制字符 %U；请删除",
	}
}
