#!/usr/bin/env bash
# Checks every relative link of README.md and docs/*.md: the file it names must exist, and a
# `#fragment` must name a heading of that file (GitHub's anchors: lower case, punctuation dropped,
# spaces to hyphens). Web links (http, https, mailto) are not fetched. Links inside fenced code
# blocks are ignored. Exits 1 and lists every broken link, 0 when all resolve.
# Usage: scripts/check-links.sh [FILE.md...]   (default: README.md docs/*.md)
set -euo pipefail
cd "$(dirname "$0")/.."

# The anchors GitHub makes for the headings of one Markdown file, one per line (a repeated
# heading gets -1, -2, … appended).
anchors() {
    awk '/^```/ { fenced = !fenced; next } !fenced && /^#+ / { sub(/^#+ +/, ""); print }' "$1" |
        tr '[:upper:]' '[:lower:]' |
        sed -e 's/[^a-z0-9 _-]//g' -e 's/ /-/g' |
        awk '{ n = seen[$0]++; print (n ? $0 "-" n : $0) }'
}

# Every link target `](target)` outside fenced code blocks, one per line as "LINE<TAB>target".
links() {
    awk '/^```/ { fenced = !fenced; next }
         !fenced {
             line = $0
             while (match(line, /\]\([^)[:space:]]+/)) {
                 print NR "\t" substr(line, RSTART + 2, RLENGTH - 2)
                 line = substr(line, RSTART + RLENGTH)
             }
         }' "$1"
}

files=("$@")
[ ${#files[@]} -gt 0 ] || files=(README.md docs/*.md)
broken=0
checked=0
for file in "${files[@]}"; do
    dir=$(dirname "$file")
    while IFS=$'\t' read -r line target; do
        case "$target" in
            http://* | https://* | mailto:*) continue ;;
        esac
        checked=$((checked + 1))
        path=${target%%#*}
        fragment=
        [[ "$target" == *"#"* ]] && fragment=${target#*#}
        if [ -z "$path" ]; then
            resolved=$file
        else
            resolved=$dir/$path
        fi
        if [ ! -e "$resolved" ]; then
            echo "$file:$line: broken link: $target (no file $resolved)" >&2
            broken=$((broken + 1))
            continue
        fi
        if [ -n "$fragment" ] && [[ "$resolved" == *.md ]] && ! anchors "$resolved" | grep -qxF -- "$fragment"; then
            echo "$file:$line: broken link: $target (no heading #$fragment in $resolved)" >&2
            broken=$((broken + 1))
        fi
    done < <(links "$file")
done

if [ "$broken" -gt 0 ]; then
    echo "check-links: $broken broken of $checked relative links" >&2
    exit 1
fi
echo "check-links: all $checked relative links resolve"
