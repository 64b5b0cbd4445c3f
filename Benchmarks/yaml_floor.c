/*
 * yaml_floor: the floor for Snapline's parse cost.
 *
 * Reads a file into memory and runs libyaml's event parser over it
 * (yaml_parser_parse until the end of the stream), counting events and
 * building nothing. This is the least any libyaml-based reader can do with
 * the file, and the same way SnaplineCore's YAMLReader reads it (whole file
 * in memory, yaml_parser_set_input_string, UTF-8), so `snapline check` and
 * `snapline compile` are compared against it.
 *
 * Build: cc -O2 -o yaml_floor Benchmarks/yaml_floor.c $(pkg-config --cflags --libs yaml-0.1)
 * Usage: yaml_floor FILE        prints the number of events on stdout
 * Exit:  0 ok, 1 YAML syntax error, 2 usage or I/O error
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <yaml.h>

static unsigned char *read_file(const char *path, size_t *length) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    struct stat st;
    unsigned char *data = NULL;
    if (fstat(fileno(f), &st) == 0 && st.st_size >= 0) {
        size_t size = (size_t)st.st_size;
        data = malloc(size ? size : 1);
        if (data && fread(data, 1, size, f) != size) {
            free(data);
            data = NULL;
        }
        *length = size;
    }
    fclose(f);
    return data;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s FILE\n", argv[0]);
        return 2;
    }
    size_t length = 0;
    unsigned char *data = read_file(argv[1], &length);
    if (!data) {
        perror(argv[1]);
        return 2;
    }

    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) {
        fprintf(stderr, "%s: could not initialize the YAML parser\n", argv[1]);
        return 2;
    }
    yaml_parser_set_input_string(&parser, data, length);
    yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING);

    unsigned long long events = 0;
    int status = 0;
    for (;;) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s:%zu:%zu: YAML syntax error: %s\n", argv[1],
                    parser.problem_mark.line + 1, parser.problem_mark.column + 1,
                    parser.problem ? parser.problem : "unknown");
            status = 1;
            break;
        }
        events++;
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        if (done) break;
    }
    yaml_parser_delete(&parser);
    free(data);
    if (status == 0) printf("%llu\n", events);
    return status;
}
