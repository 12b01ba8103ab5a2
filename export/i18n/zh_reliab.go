package i18n

// zhReliab is the Chinese of reliabMessages (issue 38's fixes).
func zhReliab() map[string]string {
	return map[string]string{
		"nothing to write: %s cannot hold any of the %d movements asked for (the reasons are above)":                                                "没有可写的内容：%s 无法保存所要求的%d个移位中的任何一个（原因见上）",
		"nothing to write: %s cannot hold any of the %d movements asked for (the reasons are above); -o %s was not touched":                         "没有可写的内容：%s 无法保存所要求的%d个移位中的任何一个（原因见上）；输出 %s 未被改动",
		"-o %s holds %d bytes that are not movements movegen reads":                                                                                 "-o %s 含有%d字节，movegen 无法将其读作移位",
		"-o %s holds %d movements; the library writes %d":                                                                                           "-o %s 含有%d个移位；本次只写入%d个",
		"%s: writing would replace them with less; give %s to replace the file, or name another -o":                                                 "%s：写入会用更少的内容替换它们；如要替换该文件请加 %s，或指定另一个输出文件",
		"%s: replacing the file (--force)":                                                                                                          "%s：正在替换该文件（--force）",
		"Replace a fuller file":                                                                                                                     "替换内容更多的文件",
		"replace an -o file that holds more movements than the library writes, or that is not a movement file (without it such a write is refused)": "替换移位多于本次写入的 -o 文件，或不是移位文件的 -o 文件（不加此项则拒绝这样的写入）",
		"%s was not written: it would take longer than %v to finish after the stop":                                                                 "%s 未写入：停止后无法在%v内完成",
	}
}
