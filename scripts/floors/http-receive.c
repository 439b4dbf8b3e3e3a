// Floor of issue 26 for the transport of one `POST /api/v1/evidence`: what receiving a request over a
// socket and answering it costs, with no DepthKit code and no library work on the parts (that is
// evidence-request.c's floor). A single-threaded epoll HTTP/1.1 keep-alive server on 127.0.0.1 that, per
// request: reads the head up to its blank line, takes `Content-Length` and the multipart boundary of
// `Content-Type` from it, reads the whole body into the connection's buffer, walks the parts (each
// delimiter found with `memmem`, each part's header end too) and writes one canned answer of the real
// answer's size (head and body in one `write`, as the service does). Driven by the same wrk command and
// body as `scripts/load-test.sh`, its CPU per request (user + system, from /proc, read by the script) is
// the transport's floor.
//   http-receive PORT ANSWER_BYTES   (the whole answer, head and body, as the service's answer measures)
// Prints "ready" once listening; runs until killed. Requests it cannot read (no length, a length over
// MAX_BODY, a head over MAX_HEAD) close the connection.
#define _GNU_SOURCE
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>

enum { MAX_HEAD = 16384, MAX_BODY = 64 << 20 };

struct connection {
    int fd;
    unsigned char *buffer;  // head and body of the request being read
    size_t capacity, length;
    size_t headLength;      // 0 until the head's blank line is read
    size_t bodyLength;
    char boundary[80];      // "\r\n--" + the multipart boundary
    size_t boundaryLength;
};

static char *answer;
static size_t answerLength;
unsigned long partsSeen;  // external, so that the walk is not optimised away

static int grow(struct connection *c, size_t needed) {
    if (needed <= c->capacity) return 1;
    size_t capacity = c->capacity ? c->capacity : 65536;
    while (capacity < needed) capacity *= 2;
    unsigned char *buffer = realloc(c->buffer, capacity);
    if (!buffer) return 0;
    c->buffer = buffer; c->capacity = capacity;
    return 1;
}

// The value of header NAME (lower case, with its colon) in the head, or NULL.
static const char *header(const unsigned char *head, size_t length, const char *name, size_t *valueLength) {
    size_t nameLength = strlen(name);
    const unsigned char *line = memmem(head, length, "\r\n", 2);
    while (line && (size_t)(line - head) + 2 < length) {
        line += 2;
        const unsigned char *end = memmem(line, length - (line - head), "\r\n", 2);
        if (!end) return NULL;
        if ((size_t)(end - line) > nameLength && strncasecmp((const char *)line, name, nameLength) == 0) {
            const unsigned char *value = line + nameLength;
            while (value < end && *value == ' ') value++;
            *valueLength = end - value;
            return (const char *)value;
        }
        line = end;
    }
    return NULL;
}

// Reads the head's Content-Length and boundary; 0 when the request cannot be read.
static int parseHead(struct connection *c) {
    size_t valueLength;
    const char *length = header(c->buffer, c->headLength, "content-length:", &valueLength);
    if (!length) return 0;
    unsigned long bodyLength = strtoul(length, NULL, 10);
    if (bodyLength > MAX_BODY) return 0;
    c->bodyLength = bodyLength;
    const char *type = header(c->buffer, c->headLength, "content-type:", &valueLength);
    const char *boundary = type ? memmem(type, valueLength, "boundary=", 9) : NULL;
    if (!boundary) return 0;
    size_t boundaryLength = valueLength - (boundary + 9 - type);
    if (boundaryLength + 4 > sizeof c->boundary) return 0;
    memcpy(c->boundary, "\r\n--", 4);
    memcpy(c->boundary + 4, boundary + 9, boundaryLength);
    c->boundaryLength = boundaryLength + 4;
    return 1;
}

// Walks the body's parts: each delimiter, then each part's header end.
static void walkParts(struct connection *c) {
    const unsigned char *body = c->buffer + c->headLength, *end = body + c->bodyLength;
    // The first delimiter has no leading CRLF.
    const unsigned char *at = memmem(body, c->bodyLength, c->boundary + 2, c->boundaryLength - 2);
    while (at) {
        at += c->boundaryLength;
        if (end - at >= 2 && at[0] == '-' && at[1] == '-') break;
        const unsigned char *content = memmem(at, end - at, "\r\n\r\n", 4);
        if (!content) break;
        content += 4;
        at = memmem(content, end - content, c->boundary, c->boundaryLength);
        if (at) partsSeen += at - content;
    }
}

// Reads what the socket has; answers each complete request. 0 when the connection is to close.
static int readable(struct connection *c) {
    for (;;) {
        if (!grow(c, c->length + 65536)) return 0;
        size_t want = c->capacity - c->length;
        if (c->headLength && c->headLength + c->bodyLength > c->length)
            want = c->headLength + c->bodyLength - c->length;
        ssize_t got = read(c->fd, c->buffer + c->length, want);
        if (got == 0) return 0;
        if (got < 0) return errno == EAGAIN || errno == EINTR;
        c->length += got;
        for (;;) {
            if (!c->headLength) {
                unsigned char *blank = memmem(c->buffer, c->length, "\r\n\r\n", 4);
                if (!blank) { if (c->length > MAX_HEAD) return 0; break; }
                c->headLength = blank + 4 - c->buffer;
                if (!parseHead(c)) return 0;
                if (!grow(c, c->headLength + c->bodyLength)) return 0;
            }
            size_t requestLength = c->headLength + c->bodyLength;
            if (c->length < requestLength) break;
            walkParts(c);
            if (write(c->fd, answer, answerLength) != (ssize_t)answerLength) return 0;
            memmove(c->buffer, c->buffer + requestLength, c->length - requestLength);
            c->length -= requestLength;
            c->headLength = 0;
        }
    }
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: %s PORT ANSWER_BYTES\n", argv[0]); return 64; }
    int port = atoi(argv[1]);
    size_t answerBytes = strtoul(argv[2], NULL, 10);
    if (answerBytes < 256 || answerBytes > MAX_BODY) { fprintf(stderr, "ANSWER_BYTES: 256 to %d\n", MAX_BODY); return 64; }
    // The head with a six-digit length, then spaces up to the answer's size.
    answer = malloc(answerBytes + 1);
    int headLength = sprintf(answer, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %06zu\r\n"
        "Date: Sat, 28 Nov 2026 09:00:00 GMT\r\n\r\n", (size_t)0);
    sprintf(answer, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %06zu\r\n"
        "Date: Sat, 28 Nov 2026 09:00:00 GMT\r\n\r\n", answerBytes - headLength);
    memset(answer + headLength, ' ', answerBytes - headLength);
    answerLength = answerBytes;

    int listener = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0), on = 1;
    setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on);
    struct sockaddr_in address = { .sin_family = AF_INET, .sin_port = htons(port), .sin_addr.s_addr = htonl(INADDR_LOOPBACK) };
    if (bind(listener, (struct sockaddr *)&address, sizeof address) || listen(listener, 256)) { perror("listen"); return 1; }
    int poll = epoll_create1(0);
    struct epoll_event event = { .events = EPOLLIN, .data.ptr = NULL };
    epoll_ctl(poll, EPOLL_CTL_ADD, listener, &event);
    printf("ready\n"); fflush(stdout);

    struct epoll_event events[64];
    for (;;) {
        int n = epoll_wait(poll, events, 64, -1);
        for (int i = 0; i < n; i++) {
            struct connection *c = events[i].data.ptr;
            if (!c) {
                int fd;
                while ((fd = accept4(listener, NULL, NULL, SOCK_NONBLOCK)) >= 0) {
                    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
                    c = calloc(1, sizeof *c);
                    c->fd = fd;
                    struct epoll_event added = { .events = EPOLLIN, .data.ptr = c };
                    epoll_ctl(poll, EPOLL_CTL_ADD, fd, &added);
                }
                continue;
            }
            if (!readable(c)) { close(c->fd); free(c->buffer); free(c); }
        }
    }
}
