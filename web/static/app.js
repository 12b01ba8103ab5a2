// movegen serve: niceties only; every form works without this script.
// While a form's answer is on its way, its button says so; the browser's
// Stop button (or Esc) cancels the request, and with it the search.
document.addEventListener("submit", function (e) {
	var form = e.target;
	var busy = form.getAttribute("data-busy");
	if (!busy) {
		return;
	}
	var note = form.querySelector(".busy");
	if (note) {
		note.textContent = busy;
		note.hidden = false;
	}
	window.addEventListener("pageshow", function () {
		if (note) {
			note.hidden = true;
		}
	}, { once: true });
});
