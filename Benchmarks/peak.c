/* peak COMMAND [ARG...]: runs COMMAND, then prints "PEAK <KiB>" on standard error, the command's
 * own peak resident memory (ru_maxrss from wait4), and exits with its status.
 *
 * make bench runs each command through this rather than GNU time (`time -f` does not exist on
 * macOS) or Python's own wait4: on Linux a child's ru_maxrss starts at the RSS of the process it
 * was forked from, which for Python is about 14 MB, for this program about 1 MB. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: peak COMMAND [ARG...]\n"); return 2; }
    pid_t child = fork();
    if (child < 0) { perror("peak: fork"); return 2; }
    if (child == 0) {
        execvp(argv[1], argv + 1);
        perror("peak: exec");
        _exit(127);
    }
    int status = 0;
    struct rusage usage;
    if (wait4(child, &status, 0, &usage) < 0) { perror("peak: wait4"); return 2; }
#ifdef __APPLE__
    long kib = usage.ru_maxrss / 1024; /* bytes on macOS */
#else
    long kib = usage.ru_maxrss; /* KiB on Linux and the BSDs */
#endif
    fprintf(stderr, "PEAK %ld\n", kib);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
