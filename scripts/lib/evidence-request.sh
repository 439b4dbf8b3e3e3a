# Sourced (not run) by the scripts that load POST /api/v1/evidence with wrk: defines
# write_evidence_request DIR PHOTO DEPTH METADATA TOKEN, which writes DIR/body (the multipart
# request with the three parts) and DIR/evidence.lua (wrk's script posting it with the bearer
# TOKEN), and sets BOUNDARY, the body's multipart boundary.
BOUNDARY=depthkit-evidence-boundary-7MA4YWxkTrZu0gW

write_evidence_request() {
    local dir=$1 photo=$2 depth=$3 metadata=$4 token=$5
    {
        printf -- '--%s\r\nContent-Disposition: form-data; name="photo"\r\nContent-Type: image/jpeg\r\n\r\n' "$BOUNDARY"
        cat "$photo"
        printf -- '\r\n--%s\r\nContent-Disposition: form-data; name="depth_map"\r\nContent-Type: application/octet-stream\r\n\r\n' "$BOUNDARY"
        cat "$depth"
        printf -- '\r\n--%s\r\nContent-Disposition: form-data; name="metadata"\r\nContent-Type: application/json\r\n\r\n' "$BOUNDARY"
        cat "$metadata"
        printf -- '\r\n--%s--\r\n' "$BOUNDARY"
    } > "$dir/body"
    cat > "$dir/evidence.lua" <<LUA
local file = io.open("$dir/body", "rb")
wrk.method = "POST"
wrk.body = file:read("*a")
file:close()
wrk.headers["Content-Type"] = "multipart/form-data; boundary=$BOUNDARY"
wrk.headers["Authorization"] = "Bearer $token"
LUA
}
