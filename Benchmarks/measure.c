/*
 * measure: run one command, report its wall time, CPU time and peak RSS.
 *
 *   measure RESULT_FILE COMMAND [ARG...]
 *
 * Writes one line to RESULT_FILE: "wall_s user_s sys_s maxrss_kb status",
 * where status is the exit code, or 128+N when killed by signal N (127 when
 * the command could not be started). The command's own stdin, stdout and
 * stderr are passed through. measure's exit code is 0 when the line was
 * written, 2 on a usage or system error.
 *
 * Why not time it from Python: on Linux a child's ru_maxrss includes the
 * peak RSS of the process image it replaced at exec, and a child forked (or
 * vforked, as subprocess and posix_spawn do) from Python starts from
 * Python's memory, so a 2 MB command reads as 10+ MB. This launcher is tiny,
 * so the bias is the ~1 MB of a minimal C process (run `measure OUT
 * /bin/true` to see it on a machine). GNU time has the same small bias but
 * only 10 ms resolution.
 *
 * Build: cc -O2 -o measure Benchmarks/measure.c
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double seconds(struct timeval tv) { return (double)tv.tv_sec + (double)tv.tv_usec / 1e6; }

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: %s RESULT_FILE COMMAND [ARG...]\n", argv[0]);
        return 2;
    }
    FILE *result = fopen(argv[1], "w");
    if (!result) {
        perror(argv[1]);
        return 2;
    }
    fflush(NULL);

    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t pid = fork();
    if (pid < 0) {
        perror("fork");
        return 2;
    }
    if (pid == 0) {
        execvp(argv[2], argv + 2);
        fprintf(stderr, "measure: %s: %s\n", argv[2], strerror(errno));
        _exit(127);
    }
    int status;
    struct rusage usage;
    pid_t waited;
    do {
        waited = wait4(pid, &status, 0, &usage);
    } while (waited < 0 && errno == EINTR);
    clock_gettime(CLOCK_MONOTONIC, &end);
    if (waited < 0) {
        perror("wait4");
        return 2;
    }

    double wall = (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) / 1e9;
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : WIFSIGNALED(status) ? 128 + WTERMSIG(status) : 255;
    fprintf(result, "%.6f %.6f %.6f %ld %d\n", wall, seconds(usage.ru_utime), seconds(usage.ru_stime),
            usage.ru_maxrss, code);
    return fclose(result) == 0 ? 0 : 2;
}
